interface CachedSession {
  sessionId: number;
  accountId: number;
  expiresAt: number;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * token hash -> session, so that hot reads that only need who is asking (counts, lists) skip a query.
 * Used only on PGlite, where one process owns the database (pid lock), so that the revocations below
 * reach every cached copy at once; with a PostgreSQL server other instances could not invalidate it.
 */
class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Bumped by every revocation: a lookup that raced with one does not cache its (maybe stale) answer. */
  generation = 0;

  get(tokenHash: string): CachedSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry;
  }

  set(tokenHash: string, sessionId: number, accountId: number) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { sessionId, accountId, expiresAt: Date.now() + TTL_MS });
  }

  /** Called by every revocation, before it is written. */
  forgetSession(sessionId: number) {
    this.generation++;
    for (const [hash, entry] of this.entries) if (entry.sessionId === sessionId) this.entries.delete(hash);
  }

  forgetAccount(accountId: number, exceptSessionId: number | null = null) {
    this.generation++;
    for (const [hash, entry] of this.entries) {
      if (entry.accountId === accountId && entry.sessionId !== exceptSessionId) this.entries.delete(hash);
    }
  }
}

/** One per process: every app instance on the same PGlite sees the same revocations. */
export const sessionCache = new SessionCache();
