import type { FastifyRequest } from 'fastify';
import type { Database } from './db/database';
import { errors } from './errors';
import { sha256 } from './lib/secrets';
import { ACCOUNT_COLUMNS, type AccountRow } from './modules/accounts/repository';
import { sessionCache } from './modules/accounts/session-cache';

/** The session token of a request: `Authorization: Bearer <token>`, or the raw token. */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token && token.length <= 512 ? token : null;
}

/** A session unused for this long is over (sliding expiry, issue 15 item 17). */
export const SESSION_IDLE_DAYS = 30;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LIVE = `s.last_seen_at > now() - interval '${SESSION_IDLE_DAYS} days'`;
// Built once: a statement text made per request costs its building and, as a fresh string, hashing
// in every map keyed by it (the read cache, prepared statement names).
// No clock in this one: its rows then change only with a write, so PGlite's read cache can answer
// every signed-in request from memory (a clock makes a read uncacheable; see read-cache.ts).
const SESSION_BY_TOKEN = `SELECT s.id AS session_id, s.last_seen_at, ${ACCOUNT_COLUMNS('a')}
    FROM sessions s JOIN accounts a ON a.id = s.account_id
   WHERE s.token_hash = $1 AND s.revoked_at IS NULL`;
const LIVE_SESSION_ACCOUNT = `SELECT account_id FROM sessions s WHERE token_hash = $1 AND revoked_at IS NULL AND ${LIVE}`;

export interface Authenticated {
  account: AccountRow;
  sessionId: number;
}

/** Resolves session tokens (stored hashed; a revoked or unknown token is no session). */
export class Auth {
  constructor(private readonly db: Database) {}

  async optional(request: FastifyRequest): Promise<Authenticated | null> {
    const token = requestToken(request);
    return token ? this.byToken(token) : null;
  }

  /** The live session and account of a token (also for sockets, which carry it in the query). */
  async byToken(token: string): Promise<Authenticated | null> {
    const rows = await this.db.query<AccountRow & { session_id: number; last_seen_at: Date }>(
      SESSION_BY_TOKEN,
      [sha256(token)],
      { cache: true }, // a revocation or the sliding-expiry update below is a write, which empties the cache
    );
    if (!rows[0]) return null;
    const { session_id: sessionId, last_seen_at: lastSeenAt, ...account } = rows[0];
    const idle = Date.now() - new Date(lastSeenAt).getTime();
    if (idle >= SESSION_IDLE_DAYS * DAY_MS) return null;
    // Sliding expiry: use keeps a session alive (written at most hourly, not on every request).
    if (idle > HOUR_MS) await this.db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [sessionId]);
    return { account, sessionId };
  }

  /** Like optional, but a token that is sent and not live is a 401 (the client then forgets it). */
  async optionalStrict(request: FastifyRequest): Promise<Authenticated | null> {
    if (!requestToken(request)) return null;
    return this.required(request);
  }

  /** 401 unless the request carries a live session token. */
  async required(request: FastifyRequest): Promise<Authenticated> {
    const generation = sessionCache.generation;
    const found = await this.optional(request);
    if (!found) throw errors.unauthorized();
    if (this.db.kind === 'pglite' && generation === sessionCache.generation)
      sessionCache.set(sha256(requestToken(request)!), found.sessionId, found.account.id);
    return found;
  }

  /** Like required, for what an account may do only once its e-mail or phone is verified (events, API keys, 1-1 messages). */
  async requiredVerified(request: FastifyRequest): Promise<Authenticated> {
    const found = await this.required(request);
    if (found.account.account_status !== 'active') throw errors.accountUnverified();
    return found;
  }

  /** Like required, for reads that need only the account id: served from the session cache on PGlite. */
  async requiredAccountId(request: FastifyRequest): Promise<number> {
    const token = requestToken(request);
    const cached = token && this.db.kind === 'pglite' ? sessionCache.get(sha256(token)) : null;
    if (cached) return cached.accountId;
    if (this.db.kind !== 'pglite' && token) {
      const rows = await this.db.query<{ account_id: number }>(LIVE_SESSION_ACCOUNT, [sha256(token)], { cache: true });
      if (!rows[0]) throw errors.unauthorized();
      return rows[0].account_id;
    }
    return (await this.required(request)).account.id;
  }
}
