import { ConfigError } from '../livekit-env';

/**
 * REDIS_URL: several API instances serve one product (issue 25). It needs DATABASE_URL too: PGlite
 * is one process's database (database.ts locks its folder), so instances can only share a PostgreSQL
 * server. A URL that is not redis:// or rediss://, or Redis without PostgreSQL, is a ConfigError
 * naming what to fix; unset, the service stays one process (nothing else changes). With LiveKit configured too
 * it refuses (not supported yet; the rooms README says why).
 */
export function redisUrlFromEnv(env: NodeJS.ProcessEnv): string | null {
  const url = (env.REDIS_URL ?? '').trim();
  if (!url) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || !['redis:', 'rediss:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// address (got "${redactUrl(url).slice(0, 80)}")`);
  }
  if (!(env.DATABASE_URL ?? '').trim()) {
    throw new ConfigError(
      'REDIS_URL is set but DATABASE_URL is not: instances share one PostgreSQL server (PGlite serves a single process); set DATABASE_URL, or unset REDIS_URL',
    );
  }
  // Not yet: a participant's LiveKit seat (call config's token, the webhook guard) is known only to the instance
  // owning the room, so a webhook reaching another instance would remove a seated participant from the call.
  if ((env.LIVEKIT_URL ?? '').trim()) {
    throw new ConfigError(
      "REDIS_URL and LIVEKIT_URL are both set: several instances with LiveKit are not supported yet (a participant's media seat is known only to the instance owning the room); unset one of them",
    );
  }
  return url;
}

/** A Redis address fit for a log line: the password (if any) replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//***@');
  }
}
