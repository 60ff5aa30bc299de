import type { Database } from '../../db/database';

export interface ChatAttachment {
  kind: 'image' | 'file';
  url: string;
  name: string;
  size: number;
  mime: string;
}

export interface ChatMessage {
  id: string;
  from_id: string;
  from_name: string;
  text: string;
  attachment: ChatAttachment | null;
  at: string;
}

interface ChatRow {
  id: number;
  member_id: string;
  display_name: string;
  body: string;
  attachment: ChatAttachment | null;
  created_at: Date | string;
}

const toMessage = (row: ChatRow): ChatMessage => ({
  id: String(row.id),
  from_id: row.member_id,
  from_name: row.display_name,
  text: row.body,
  attachment: row.attachment,
  at: new Date(row.created_at).toISOString(),
});

/** Chat history per room alias (migration 300), so late joiners and the export see it. */
export class ChatRepository {
  constructor(private readonly db: Database) {}

  async insert(
    alias: string,
    input: { memberId: string; displayName: string; accountId: number | null; text: string; attachment: ChatAttachment | null },
  ) {
    const rows = await this.db.query<ChatRow>(
      `INSERT INTO room_chat_messages (alias, member_id, display_name, account_id, body, attachment)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, member_id, display_name, body, attachment, created_at`,
      [alias, input.memberId, input.displayName, input.accountId, input.text, input.attachment ? JSON.stringify(input.attachment) : null],
    );
    return toMessage(rows[0]);
  }

  /** The newest messages of a room since `since`, oldest first. */
  async recent(alias: string, since: Date, limit: number): Promise<ChatMessage[]> {
    const rows = await this.db.query<ChatRow>(
      `SELECT id, member_id, display_name, body, attachment, created_at FROM room_chat_messages
        WHERE alias = $1 AND created_at >= $2 ORDER BY id DESC LIMIT $3`,
      [alias, since.toISOString(), limit],
    );
    return rows.reverse().map(toMessage);
  }
}
