import { ConfigError } from '../livekit-env';

/**
 * REDIS_URL: several API instances serve one product (issue 25). It needs DATABASE_URL too: PGlite
 * is one process's database (database.ts locks its folder), so instances can only share a PostgreSQL
 * server. A URL that is not redis:// or rediss://, or Redis without PostgreSQL, is a ConfigError
 * naming what to fix; unset, the service stays one process (nothing else changes). LiveKit works with it: each
 * participant's media seat is kept in Redis by the room's owner, so any instance answers call config and LiveKit's webhook.
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
