import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { liveKitFromEnv, type LiveKitSettings } from './livekit-env';
import { redisUrlFromEnv } from './cluster/redis-env';

/** Repository root, derived from this file (src/ in dev, dist/ when bundled): both sit two levels under apps/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the database and uploaded files; `memory://` keeps everything in memory. */
  dataDir: string;
  databaseUrl: string | null;
  isProduction: boolean;
  appEnv: string;
  siteDir: string;
  publicUrl: string | null;
  smtpUrl: string | null;
  livekit: LiveKitSettings | null;
  stunUrls: string[];
  turn: { urls: string[]; username?: string; credential?: string } | null;
  /** Google's signing keys and accepted issuers: ID tokens are verified locally (jose). */
  googleJwksUrl: string;
  googleIssuers: string[];
  /** Audience every Google ID token must have; without it Google sign-in is off. */
  googleClientId: string | null;
  facebookMeUrl: string;
  /** debug_token proves a Facebook token was issued to our app (FACEBOOK_APP_ID/SECRET; without them Facebook sign-in is off). */
  facebookDebugTokenUrl: string;
  facebookAppId: string | null;
  facebookAppSecret: string | null;
  /** Seconds between two code e-mails/SMS to the same address. */
  resendCooldownSeconds: number;
  /** Upstream coin API behind GET /api/v1/pump-fun/coin/{address} (`{url}/coins/{address}`); null: answers 503. */
  pumpFunApiUrl: string | null;
  pumpFunTimeoutMs: number;
  /** Behind a reverse proxy: which hops to trust for the client address and protocol (Fastify trustProxy). */
  trustProxy: boolean | string | number;
  /** Storage one account may fill with uploads, in MB. */
  uploadQuotaMb: number;
  /** The region a phone number typed without a country code is read in (PHONE_DEFAULT_REGION, ISO 3166 code; VN by default). */
  phoneRegion: string;
  /** Messages one address may receive (MAIL_PER_ADDRESS_HOUR) and one account may cause (MAIL_PER_ACCOUNT_HOUR) per hour. */
  mailCaps: { perAddress: number; perAccount: number };
  /** Scales every per-IP request limit (1 in production; test runs that sign up hundreds of accounts from one address raise it). */
  rateLimitMultiplier: number;
  /** HLS_GRANT_SECRET: signs the audience's viewer grants (issue 26); the same on every API instance and in nginx. Random per process without it. */
  hlsGrantSecret: string | null;
  /** REDIS_URL: several instances share rate limits and attempt limiters through this Redis (issue 25); null: one process. */
  redisUrl: string | null;
  /** INSTANCE_ID: names this instance in /api/health and its logs; random per process without it. */
  instanceId: string;
}

/** TRUST_PROXY: unset/false = no proxy, true = trust all, a number = hops, else a list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the service configuration from environment variables (see README); a ConfigError for one it cannot start with. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const turnUrls = list(env.TURN_URLS ?? env.TURN_URL);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || null,
    isProduction: env.NODE_ENV === 'production',
    appEnv: env.APP_ENV || 'development',
    siteDir: env.SITE_DIR ?? path.join(REPO_ROOT, 'dist/site'),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    smtpUrl: env.SMTP_URL || null,
    livekit: liveKitFromEnv(env),
    stunUrls: list(env.STUN_URLS),
    turn: turnUrls.length ? { urls: turnUrls, username: env.TURN_USERNAME, credential: env.TURN_CREDENTIAL } : null,
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    googleIssuers: list(env.GOOGLE_ISSUERS ?? 'https://accounts.google.com,accounts.google.com'),
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    facebookMeUrl: env.FACEBOOK_ME_URL ?? 'https://graph.facebook.com/me',
    facebookDebugTokenUrl: env.FACEBOOK_DEBUG_TOKEN_URL ?? 'https://graph.facebook.com/debug_token',
    facebookAppId: env.FACEBOOK_APP_ID || null,
    facebookAppSecret: env.FACEBOOK_APP_SECRET || null,
    resendCooldownSeconds: Number(env.RESEND_COOLDOWN_SECONDS ?? 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitMultiplier: Math.max(1, Number(env.RATE_LIMIT_MULTIPLIER) || 1),
    pumpFunApiUrl: env.PUMP_FUN_API_URL ? env.PUMP_FUN_API_URL.replace(/\/+$/, '') : null,
    pumpFunTimeoutMs: Number(env.PUMP_FUN_TIMEOUT_MS ?? 5000),
    uploadQuotaMb: Number(env.UPLOAD_QUOTA_MB) || 2048,
    phoneRegion: (env.PHONE_DEFAULT_REGION || 'VN').toUpperCase(),
    hlsGrantSecret: env.HLS_GRANT_SECRET || null,
    redisUrl: redisUrlFromEnv(env),
    instanceId: (env.INSTANCE_ID ?? '').trim().slice(0, 128) || randomBytes(4).toString('hex'),
    mailCaps: { perAddress: Number(env.MAIL_PER_ADDRESS_HOUR) || 10, perAccount: Number(env.MAIL_PER_ACCOUNT_HOUR) || 100 },
  };
}
