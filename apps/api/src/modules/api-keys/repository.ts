import type { Database } from '../../db/database';

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, name, prefix, created_at, last_used_at';

export class ApiKeyRepository {
  constructor(private readonly db: Database) {}

  listLive(accountId: number) {
    return this.db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL ORDER BY id DESC`, [
      accountId,
    ]);
  }

  async countLive(accountId: number): Promise<number> {
    const rows = await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL',
      [accountId],
    );
    return rows[0].count;
  }

  async insert(accountId: number, name: string, prefix: string, secretHash: string): Promise<ApiKeyRow> {
    const rows = await this.db.query<ApiKeyRow>(
      `INSERT INTO api_keys (account_id, name, prefix, secret_hash) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [accountId, name, prefix, secretHash],
    );
    return rows[0];
  }

  async revoke(accountId: number, id: number): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE api_keys SET revoked_at = now() WHERE account_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING id',
      [accountId, id],
    );
    return rows.length > 0;
  }

  /** The live key with this secret digest, marking it used. */
  async touchBySecretHash(secretHash: string): Promise<{ account_id: number } | null> {
    const rows = await this.db.query<{ account_id: number }>(
      'UPDATE api_keys SET last_used_at = now() WHERE secret_hash = $1 AND revoked_at IS NULL RETURNING account_id',
      [secretHash],
    );
    return rows[0] ?? null;
  }
}
