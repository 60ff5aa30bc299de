import type { Queryable } from '../../db/database';
import { sessionCache } from './session-cache';

export interface LinkedAccountRow {
  provider: 'google' | 'facebook';
  email: string | null;
  linked_at: string;
}

export interface AccountRow {
  id: number;
  account_id: string;
  email: string | null;
  phone_number: string | null;
  display_name: string;
  company: string | null;
  referral_code: string;
  password_hash: string | null;
  account_status: string;
  conference_mode: string;
  name_badge: string | null;
  wallet_balance: number;
  enterprise_status: string | null;
  push_settings: Record<string, unknown>;
  linked_accounts: LinkedAccountRow[];
}

/** The account columns plus its linked accounts, in one row (details is a hot read). */
export const ACCOUNT_COLUMNS = (alias: string) => `
  ${alias}.id, ${alias}.account_id, ${alias}.email, ${alias}.phone_number, ${alias}.display_name, ${alias}.company,
  ${alias}.referral_code, ${alias}.password_hash, ${alias}.account_status, ${alias}.conference_mode, ${alias}.name_badge,
  ${alias}.wallet_balance, ${alias}.enterprise_status, ${alias}.push_settings,
  (SELECT coalesce(json_agg(json_build_object('provider', l.provider, 'email', l.email, 'linked_at', l.linked_at) ORDER BY l.id), '[]'::json)
     FROM linked_accounts l WHERE l.account_id = ${alias}.id) AS linked_accounts`;

export interface NewAccount {
  account_id: string;
  email: string | null;
  phone_number: string | null;
  display_name: string;
  referral_code: string;
  password_hash: string | null;
  account_status: 'active' | 'verifying';
}

export class AccountRepository {
  constructor(private readonly db: Queryable) {}

  async byId(id: number, db: Queryable = this.db): Promise<AccountRow | null> {
    const rows = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS('a')} FROM accounts a WHERE a.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async byEmail(email: string): Promise<AccountRow | null> {
    const rows = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS('a')} FROM accounts a WHERE a.email = $1`, [email]);
    return rows[0] ?? null;
  }

  async byPhone(phone: string): Promise<AccountRow | null> {
    const rows = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS('a')} FROM accounts a WHERE a.phone_number = $1`, [phone]);
    return rows[0] ?? null;
  }

  /** The account a username (parsed by credentials.ts parseUsername) names. */
  byUsername(username: { email: string } | { phone: string }): Promise<AccountRow | null> {
    return 'email' in username ? this.byEmail(username.email) : this.byPhone(username.phone);
  }

  async byAccountId(accountId: string): Promise<AccountRow | null> {
    const rows = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS('a')} FROM accounts a WHERE a.account_id = $1`, [accountId]);
    return rows[0] ?? null;
  }

  async byLinkedAccount(provider: string, providerUserId: string): Promise<AccountRow | null> {
    const rows = await this.db.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS('a')} FROM linked_accounts l JOIN accounts a ON a.id = l.account_id
        WHERE l.provider = $1 AND l.provider_user_id = $2`,
      [provider, providerUserId],
    );
    return rows[0] ?? null;
  }

  /** Inserts an account; returns null when the e-mail or phone is already taken (unique violation). */
  async insert(account: NewAccount, db: Queryable = this.db): Promise<number | null> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO accounts (account_id, email, phone_number, display_name, referral_code, password_hash, account_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        account.account_id,
        account.email,
        account.phone_number,
        account.display_name,
        account.referral_code,
        account.password_hash,
        account.account_status,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async linkProvider(accountId: number, provider: string, providerUserId: string, email: string | null, db: Queryable = this.db) {
    await db.query(
      `INSERT INTO linked_accounts (account_id, provider, provider_user_id, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, provider_user_id) DO NOTHING`,
      [accountId, provider, providerUserId, email],
    );
  }

  /** Updates the given columns (names come from code, never from input). */
  async update(
    id: number,
    changes: Partial<
      Record<
        | 'display_name'
        | 'company'
        | 'name_badge'
        | 'conference_mode'
        | 'password_hash'
        | 'account_status'
        | 'phone_number'
        | 'enterprise_status',
        string | null
      >
    >,
  ) {
    const keys = Object.keys(changes) as Array<keyof typeof changes>;
    if (keys.length === 0) return;
    const sets = keys.map((key, index) => `${key} = $${index + 2}`).join(', ');
    await this.db.query(`UPDATE accounts SET ${sets}, updated_at = now() WHERE id = $1`, [id, ...keys.map((key) => changes[key])]);
  }

  async mergePushSettings(id: number, settings: Record<string, unknown>) {
    await this.db.query(`UPDATE accounts SET push_settings = push_settings || $2::jsonb, updated_at = now() WHERE id = $1`, [
      id,
      JSON.stringify(settings),
    ]);
  }

  async createSession(accountId: number, tokenHash: string, deviceId: string | null) {
    await this.db.query('INSERT INTO sessions (account_id, token_hash, device_id) VALUES ($1, $2, $3)', [accountId, tokenHash, deviceId]);
  }

  async revokeSession(sessionId: number) {
    sessionCache.forgetSession(sessionId);
    const rows = await this.db.query<{ account_id: number | string }>(
      'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING account_id',
      [sessionId],
    );
    this.onRevoked?.([sessionId], rows[0] ? Number(rows[0].account_id) : undefined);
  }

  async revokeAllSessions(accountId: number, exceptSessionId: number | null = null) {
    sessionCache.forgetAccount(accountId, exceptSessionId);
    const rows = await this.db.query<{ id: number | string }>(
      'UPDATE sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2::bigint RETURNING id',
      [accountId, exceptSessionId],
    );
    this.onRevoked?.(
      rows.map((row) => Number(row.id)),
      accountId,
    );
  }

  /** Told which sessions (of which account) were just revoked: the signal hub closes their sockets, on every instance. */
  onRevoked: ((sessionIds: number[], accountId?: number) => void) | null = null;
}
