import type { Database } from '../../db/database';
import { randomCode, safeEqual, sha256 } from '../../lib/secrets';

export type CodePurpose = 'verify' | 'reset' | 'phone';

/** What a signup code sets when it activates the account: the password and name of the signup that asked for it. */
export interface SignupBinding { passwordHash: string; displayName: string }

const CODE_TTL_MINUTES = 15;
/** Wrong guesses allowed on one code before it is burnt. */
export const CODE_MAX_ATTEMPTS = 5;
/** Live signup codes one address can hold at once (each signup or resend adds one; mail caps bound them anyway). */
const LIVE_VERIFY_CODES = 5;

const hashCode = (target: string, purpose: string, code: string) => sha256(`${purpose}:${target}:${code}`);

/** One-time verify codes: 6 digits, stored hashed, expiring after 15 minutes, attempt-limited. */
export class VerifyCodes {
  constructor(private readonly db: Database) {}

  /**
   * Issues a new code for target+purpose. Reset and phone codes replace older ones. Verify (signup) codes do
   * not: each is bound to its own signup, so a stranger signing up again with the same address cannot void the
   * owner's code; a resend carries the newest live binding.
   */
  async issue(accountId: number | null, target: string, purpose: CodePurpose, binding?: SignupBinding): Promise<string> {
    const code = randomCode();
    await this.db.transaction(async (tx) => {
      let bound = binding;
      if (purpose === 'verify' && !bound) {
        const [newest] = await tx.query<{ password_hash: string | null; display_name: string | null }>(
          `SELECT password_hash, display_name FROM verify_codes
            WHERE target = $1 AND purpose = 'verify' AND consumed_at IS NULL AND expires_at > now()
            ORDER BY id DESC LIMIT 1`,
          [target],
        );
        if (newest?.password_hash) bound = { passwordHash: newest.password_hash, displayName: newest.display_name ?? '' };
      }
      if (purpose !== 'verify') {
        await tx.query(
          'UPDATE verify_codes SET consumed_at = now() WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL',
          [target, purpose],
        );
      }
      await tx.query(
        `INSERT INTO verify_codes (account_id, target, purpose, code_hash, expires_at, password_hash, display_name)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int), $6, $7)`,
        [accountId, target, purpose, hashCode(target, purpose, code), CODE_TTL_MINUTES, bound?.passwordHash ?? null, bound?.displayName ?? null],
      );
    });
    return code;
  }

  /** Consumes the code when it matches one of the live codes; returns the account it was issued for and its signup binding, or false. */
  async consume(target: string, purpose: CodePurpose, code: string): Promise<{ accountId: number | null; binding: SignupBinding | null } | false> {
    const rows = await this.db.query<{ id: number; account_id: number | null; code_hash: string; password_hash: string | null; display_name: string | null }>(
      `SELECT id, account_id, code_hash, password_hash, display_name FROM verify_codes
        WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now() AND attempts < $3
        ORDER BY id DESC LIMIT $4`,
      [target, purpose, CODE_MAX_ATTEMPTS, purpose === 'verify' ? LIVE_VERIFY_CODES : 1],
    );
    const wanted = hashCode(target, purpose, code);
    const row = rows.find((candidate) => safeEqual(candidate.code_hash, wanted));
    if (!row) {
      if (rows.length) await this.db.query('UPDATE verify_codes SET attempts = attempts + 1 WHERE id = ANY($1::bigint[])', [rows.map((r) => r.id)]);
      return false;
    }
    // Conditional update: of two concurrent correct submissions only one consumes the code; a used signup code ends the others.
    const consumed = await this.db.query(
      'UPDATE verify_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [row.id],
    );
    if (!consumed.length) return false;
    if (purpose === 'verify') {
      await this.db.query("UPDATE verify_codes SET consumed_at = now() WHERE target = $1 AND purpose = 'verify' AND consumed_at IS NULL", [target]);
    }
    const binding = row.password_hash ? { passwordHash: row.password_hash, displayName: row.display_name ?? '' } : null;
    return { accountId: row.account_id, binding };
  }
}
