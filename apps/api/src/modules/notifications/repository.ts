import type { Database } from '../../db/database';

export interface NotificationRow {
  id: number;
  title: string;
  body: string;
  data: Record<string, unknown>;
  is_read: boolean;
  created_at: Date;
}

export class NotificationRepository {
  constructor(private readonly db: Database) {}

  async insert(accountId: number, title: string, body: string, data: Record<string, unknown>): Promise<NotificationRow> {
    const rows = await this.db.query<NotificationRow>(
      `INSERT INTO notifications (account_id, title, body, data) VALUES ($1, $2, $3, $4::jsonb)
       RETURNING id, title, body, data, is_read, created_at`,
      [accountId, title, body, JSON.stringify(data)],
    );
    return rows[0];
  }

  page(accountId: number, beforeId: number | null, limit: number) {
    return this.db.query<NotificationRow>(
      `SELECT id, title, body, data, is_read, created_at FROM notifications
        WHERE account_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint) ORDER BY id DESC LIMIT $3`,
      [accountId, beforeId, limit],
    );
  }

  async setRead(accountId: number, ids: number[] | 'all', isRead: boolean): Promise<number> {
    const rows =
      ids === 'all'
        ? await this.db.query('UPDATE notifications SET is_read = $2 WHERE account_id = $1 AND is_read <> $2 RETURNING id', [
            accountId,
            isRead,
          ])
        : await this.db.query('UPDATE notifications SET is_read = $3 WHERE account_id = $1 AND id = ANY($2::bigint[]) RETURNING id', [
            accountId,
            ids,
            isRead,
          ]);
    return rows.length;
  }

  async delete(accountId: number, ids: number[]): Promise<number> {
    const rows = await this.db.query('DELETE FROM notifications WHERE account_id = $1 AND id = ANY($2::bigint[]) RETURNING id', [
      accountId,
      ids,
    ]);
    return rows.length;
  }

  async countUnread(accountId: number): Promise<number> {
    const rows = await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM notifications WHERE account_id = $1 AND NOT is_read',
      [accountId],
      { cache: true },
    );
    return rows[0].count;
  }
}
