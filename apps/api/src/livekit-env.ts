/** A setting the service cannot start with: main prints its message as one line and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LiveKitSettings {
  url: string;
  apiKey: string;
  apiSecret: string;
  /** How long a media token admits (seconds; LIVEKIT_TOKEN_TTL_SECONDS, default 600). */
  tokenTtlSeconds?: number;
}

const NAMES = ['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const;

/**
 * LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET: all three (LiveKit) or none (the mesh).
 * Anything in between, a URL that is not ws:// or wss://, or a secret LiveKit would refuse is a
 * ConfigError naming what to fix, never a silent fall-back to the mesh.
 */
export function liveKitFromEnv(env: NodeJS.ProcessEnv): LiveKitSettings | null {
  const set = NAMES.filter((name) => (env[name] ?? '').trim() !== '');
  if (set.length === 0) return null;
  if (set.length < NAMES.length) {
    const missing = NAMES.filter((name) => !set.includes(name));
    throw new ConfigError(
      `LiveKit is half configured: ${set.join(', ')} set but ${missing.join(', ')} missing (set all three, or none for the built-in mesh)`,
    );
  }
  const url = env.LIVEKIT_URL!.trim();
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || !['ws:', 'wss:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError(`LIVEKIT_URL must be a ws:// or wss:// address of the LiveKit server (got "${url.slice(0, 80)}")`);
  }
  const apiSecret = env.LIVEKIT_API_SECRET!.trim();
  if (apiSecret.length < 32) throw new ConfigError('LIVEKIT_API_SECRET is too short: LiveKit needs a secret of 32 characters or more');
  const ttl = env.LIVEKIT_TOKEN_TTL_SECONDS;
  if (ttl !== undefined && ttl !== '' && !(/^\d+$/.test(ttl) && Number(ttl) >= 30 && Number(ttl) <= 86_400)) {
    throw new ConfigError(`LIVEKIT_TOKEN_TTL_SECONDS must be a whole number of seconds from 30 to 86400 (got "${ttl.slice(0, 20)}")`);
  }
  return {
    url: url.replace(/\/+$/, ''),
    apiKey: env.LIVEKIT_API_KEY!.trim(),
    apiSecret,
    ...(ttl ? { tokenTtlSeconds: Number(ttl) } : {}),
  };
}
