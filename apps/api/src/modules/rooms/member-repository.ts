import type { Database } from '../../db/database';
import { sha256 } from '../../lib/secrets';
import type { Participant } from './room-state';

/** A participant kept in the database for a resume after a restart of the service. */
export interface StoredMember {
  alias: string;
  display_name: string;
  account_id: number | null;
  role: string;
  device_id: string | null;
  resume_hash: string;
  room_roles: string;
}

/** The room roles kept with a member row: all but host, which comes from how they joined. */
const savedRolesOf = (p: Participant) =>
  p.roles
    .filter((r) => r !== 'host')
    .sort()
    .join(' ');

const BATCH = 500;
/** One process: rows wait this long for their batch (a restart within it costs the newest joiners their resume). */
export const FLUSH_MS = 200;

/**
 * The `room_members` table: admitted participants with their resume token's hash and room roles.
 * Rows are written in batches: a join burst of thousands must not queue thousands of single inserts.
 * With `flushMs: 0` (several instances) a batch is what queued while the previous write ran.
 */
export class MemberRepository {
  /** Member rows waiting for their batch, by member id (a role change before the write updates the row). */
  private pending = new Map<string, unknown[]>();
  private flushTimer: NodeJS.Timeout | null = null;
  private writes: Promise<void> = Promise.resolve();
  /** Settled when the batch now queueing has been written (or its write failed). */
  private batchWritten: { promise: Promise<void>; settle: () => void } | null = null;
  private readonly flushMs: number;

  constructor(
    private readonly db: Database,
    options: { flushMs?: number } = {},
  ) {
    this.flushMs = options.flushMs ?? FLUSH_MS;
  }

  /** A member row written within the last 12 hours, or null. */
  async find(memberId: string): Promise<StoredMember | null> {
    // Pending writes first, so a revocation or a fresh row is seen.
    await this.writes;
    const rows = await this.db.query<StoredMember>(
      `SELECT alias, display_name, account_id, role, device_id, resume_hash, room_roles FROM room_members
        WHERE member_id = $1 AND created_at > now() - interval '12 hours'`,
      [memberId],
    );
    return rows[0] ?? null;
  }

  /**
   * Queues the row of an admitted participant (written within `flushMs`); settles once it is written (or its
   * write failed). Admitted again (by another instance that took over the room, with the resume token it
   * gave), the row keeps the newest token.
   */
  save(alias: string, member: Participant, role: string, resumeToken: string): Promise<void> {
    member.savedRoles = savedRolesOf(member);
    this.pending.set(member.id, [
      member.id,
      alias,
      member.displayName,
      member.accountId,
      role,
      member.deviceId,
      sha256(resumeToken),
      member.savedRoles,
    ]);
    if (!this.batchWritten) {
      let settle = () => undefined as void;
      const promise = new Promise<void>((resolve) => (settle = resolve));
      this.batchWritten = { promise, settle };
    }
    if (!this.flushTimer) this.flushTimer = setTimeout(() => void this.flush(), this.flushMs);
    return this.batchWritten.promise;
  }

  /** Keeps a participant's room roles (co-host, presenter, interpreter); written only when they change. */
  saveRoles(p: Participant) {
    if (p.savedRoles === undefined) return; // not kept (no resume token)
    const roles = savedRolesOf(p);
    if (roles === p.savedRoles) return;
    p.savedRoles = roles;
    const pending = this.pending.get(p.id);
    if (pending) {
      pending[7] = roles;
      return;
    }
    this.chain(() => this.db.query('UPDATE room_members SET room_roles = $2 WHERE member_id = $1', [p.id, roles]));
  }

  /** Forgets members for good (blocked, removed, the room ended): no resume after a restart either. */
  forget(memberIds: string[]) {
    if (!memberIds.length) return;
    for (const id of memberIds) this.pending.delete(id);
    this.chain(() => this.db.query('DELETE FROM room_members WHERE member_id = ANY($1::text[])', [memberIds]));
  }

  /** Writes everything queued now (shutdown: a graceful restart keeps every resume). */
  flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const batch = this.batchWritten;
    this.batchWritten = null;
    this.writes = this.writes.then(() => this.writePending()).finally(() => batch?.settle());
    return this.writes;
  }

  private chain(write: () => Promise<unknown>) {
    this.writes = this.writes.then(write).then(
      () => undefined,
      () => undefined,
    );
  }

  private async writePending() {
    while (this.pending.size) {
      const batch: unknown[][] = [];
      for (const [id, row] of this.pending) {
        batch.push(row);
        this.pending.delete(id);
        if (batch.length === BATCH) break;
      }
      const values = batch.map((_, i) => `(${Array.from({ length: 8 }, (__, j) => `$${i * 8 + j + 1}`).join(', ')})`).join(', ');
      await this.db
        .query(
          `INSERT INTO room_members (member_id, alias, display_name, account_id, role, device_id, resume_hash, room_roles) VALUES ${values}
         ON CONFLICT (member_id) DO UPDATE SET resume_hash = EXCLUDED.resume_hash`,
          batch.flat(),
        )
        .catch(() => undefined);
    }
  }
}
