import type { Database } from '../../db/database';
import { randomCode, safeEqual, sha256 } from '../../lib/secrets';

export type CodePurpose = 'verify' | 'reset' | 'phone';

const CODE_TTL_MINUTES = 15;
/** Wrong guesses allowed on one code before it is burnt. */
export const CODE_MAX_ATTEMPTS = 5;

const hashCode = (target: string, purpose: string, code: string) => sha256(`${purpose}:${target}:${code}`);

/** One-time verify codes: 6 digits, stored hashed, expiring after 15 minutes, attempt-limited. */
export class VerifyCodes {
  constructor(private readonly db: Database) {}

  /** Issues a new code for target+purpose; older codes for the same pair stop working. */
  async issue(accountId: number | null, target: string, purpose: CodePurpose): Promise<string> {
    const code = randomCode();
    await this.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE verify_codes SET consumed_at = now() WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL',
        [target, purpose],
      );
      await tx.query(
        `INSERT INTO verify_codes (account_id, target, purpose, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int))`,
        [accountId, target, purpose, hashCode(target, purpose, code), CODE_TTL_MINUTES],
      );
    });
    return code;
  }

  /** Consumes the code when it matches; returns the account it was issued for, or false. */
  async consume(target: string, purpose: CodePurpose, code: string): Promise<{ accountId: number | null } | false> {
    const rows = await this.db.query<{ id: number; account_id: number | null; code_hash: string; attempts: number }>(
      `SELECT id, account_id, code_hash, attempts FROM verify_codes
        WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()
        ORDER BY id DESC LIMIT 1`,
      [target, purpose],
    );
    const row = rows[0];
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return false;
    if (!safeEqual(row.code_hash, hashCode(target, purpose, code))) {
      await this.db.query('UPDATE verify_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return false;
    }
    // Conditional update: of two concurrent correct submissions only one consumes the code.
    const consumed = await this.db.query(
      'UPDATE verify_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [row.id],
    );
    return consumed.length ? { accountId: row.account_id } : false;
  }
}
