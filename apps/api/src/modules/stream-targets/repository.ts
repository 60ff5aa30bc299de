import type { Database } from '../../db/database';

export interface StreamTargetRow {
  id: number;
  name: string;
  server_url: string;
  stream_key: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, server_url, stream_key, created_at, updated_at';

export class StreamTargetRepository {
  constructor(private readonly db: Database) {}

  list(accountId: number) {
    return this.db.query<StreamTargetRow>(`SELECT ${COLUMNS} FROM stream_targets WHERE account_id = $1 ORDER BY id`, [accountId]);
  }

  async count(accountId: number): Promise<number> {
    return (
      await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM stream_targets WHERE account_id = $1', [accountId])
    )[0].count;
  }

  async insert(accountId: number, input: { name: string; server_url: string; stream_key: string }): Promise<StreamTargetRow> {
    const rows = await this.db.query<StreamTargetRow>(
      `INSERT INTO stream_targets (account_id, name, server_url, stream_key) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [accountId, input.name, input.server_url, input.stream_key],
    );
    return rows[0];
  }

  async update(
    accountId: number,
    id: number,
    input: { name?: string; server_url?: string; stream_key?: string },
  ): Promise<StreamTargetRow | null> {
    const rows = await this.db.query<StreamTargetRow>(
      `UPDATE stream_targets SET name = coalesce($3, name), server_url = coalesce($4, server_url), stream_key = coalesce($5, stream_key), updated_at = now()
        WHERE account_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [accountId, id, input.name ?? null, input.server_url ?? null, input.stream_key ?? null],
    );
    return rows[0] ?? null;
  }

  async delete(accountId: number, id: number): Promise<boolean> {
    return (await this.db.query('DELETE FROM stream_targets WHERE account_id = $1 AND id = $2 RETURNING id', [accountId, id])).length > 0;
  }
}
