import type { Database } from '../../db/database';
import { randomCode, safeEqual, sha256 } from '../../lib/secrets';

export type CodePurpose = 'verify' | 'reset' | 'phone';

/**
 * What a signup code sets when it activates the account: the password and name of the signup that asked for it,
 * and the hash of the secret that signup's answer gave its browser (the code works only with that secret).
 */
export interface SignupBinding {
  passwordHash: string;
  displayName: string;
  tokenHash: string;
}

/** How a signup code is presented: with the signup's secret (if the browser has it), and whether it must match. */
export interface SignupProof {
  signupToken?: string;
  tokenRequired: boolean;
}

type BindingRow = { password_hash: string | null; display_name: string | null; signup_token_hash: string | null };
const bindingOf = (row: BindingRow | undefined): SignupBinding | undefined =>
  row?.password_hash && row.signup_token_hash
    ? { passwordHash: row.password_hash, displayName: row.display_name ?? '', tokenHash: row.signup_token_hash }
    : undefined;

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
   * owner's code. A resend renews the binding of the signup whose secret it carries (even from an expired,
   * unused code, so a late reader can still finish), else it carries the newest live binding.
   */
  async issue(
    accountId: number | null,
    target: string,
    purpose: CodePurpose,
    binding?: SignupBinding,
    signupToken?: string,
  ): Promise<string> {
    const code = randomCode();
    await this.db.transaction(async (tx) => {
      let bound = binding;
      if (purpose === 'verify' && !bound) {
        const [own] = signupToken
          ? await tx.query<BindingRow>(
              `SELECT password_hash, display_name, signup_token_hash FROM verify_codes
              WHERE target = $1 AND purpose = 'verify' AND consumed_at IS NULL AND signup_token_hash = $2
              ORDER BY id DESC LIMIT 1`,
              [target, sha256(signupToken)],
            )
          : [];
        const [newest] = own
          ? [own]
          : await tx.query<BindingRow>(
              `SELECT password_hash, display_name, signup_token_hash FROM verify_codes
            WHERE target = $1 AND purpose = 'verify' AND consumed_at IS NULL AND expires_at > now()
            ORDER BY id DESC LIMIT 1`,
              [target],
            );
        bound = bindingOf(newest);
      }
      if (purpose !== 'verify') {
        await tx.query('UPDATE verify_codes SET consumed_at = now() WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL', [
          target,
          purpose,
        ]);
      }
      await tx.query(
        `INSERT INTO verify_codes (account_id, target, purpose, code_hash, expires_at, password_hash, display_name, signup_token_hash)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int), $6, $7, $8)`,
        [
          accountId,
          target,
          purpose,
          hashCode(target, purpose, code),
          CODE_TTL_MINUTES,
          bound?.passwordHash ?? null,
          bound?.displayName ?? null,
          bound?.tokenHash ?? null,
        ],
      );
    });
    return code;
  }

  /**
   * Consumes the code when it matches one of the live codes; returns the account it was issued for and its signup
   * binding, or false. A signup code's binding comes only with its signup's secret; where the secret is required
   * (no session proves the caller), a code without it is a wrong code and counts as a guess.
   */
  async consume(
    target: string,
    purpose: CodePurpose,
    code: string,
    proof: SignupProof = { tokenRequired: false },
  ): Promise<{ accountId: number | null; binding: SignupBinding | null } | false> {
    const rows = await this.db.query<{ id: number; account_id: number | null; code_hash: string } & BindingRow>(
      `SELECT id, account_id, code_hash, password_hash, display_name, signup_token_hash FROM verify_codes
        WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now() AND attempts < $3
        ORDER BY id DESC LIMIT $4`,
      [target, purpose, CODE_MAX_ATTEMPTS, purpose === 'verify' ? LIVE_VERIFY_CODES : 1],
    );
    const wanted = hashCode(target, purpose, code);
    const tokenHash = proof.signupToken ? sha256(proof.signupToken) : null;
    const ownedBy = (candidate: BindingRow) =>
      !!tokenHash && !!candidate.signup_token_hash && safeEqual(candidate.signup_token_hash, tokenHash);
    const row = rows.find(
      (candidate) => safeEqual(candidate.code_hash, wanted) && (purpose !== 'verify' || !proof.tokenRequired || ownedBy(candidate)),
    );
    if (!row) {
      if (rows.length)
        await this.db.query('UPDATE verify_codes SET attempts = attempts + 1 WHERE id = ANY($1::bigint[])', [rows.map((r) => r.id)]);
      return false;
    }
    // Conditional update: of two concurrent correct submissions only one consumes the code; a used signup code ends the others.
    const consumed = await this.db.query('UPDATE verify_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id', [
      row.id,
    ]);
    if (!consumed.length) return false;
    if (purpose === 'verify') {
      await this.db.query("UPDATE verify_codes SET consumed_at = now() WHERE target = $1 AND purpose = 'verify' AND consumed_at IS NULL", [
        target,
      ]);
    }
    return { accountId: row.account_id, binding: ownedBy(row) ? (bindingOf(row) ?? null) : null };
  }
}
