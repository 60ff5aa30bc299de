import type { NotificationText } from '@platform/contracts';
import type { Database } from '../../db/database';
import { errors } from '../../errors';
import { NotificationRepository, type NotificationRow } from './repository';

export const DEFAULT_NOTIFICATION_PAGE = 20;

/** Delivers a live event to an account's open sockets (the signal hub). */
export interface AccountPublisher {
  publishToAccount(accountId: number, message: Record<string, unknown>): number;
}

export function notificationJson(row: NotificationRow) {
  const { text, ...data } = (row.data ?? {}) as Record<string, unknown> & { text?: NotificationText };
  return {
    id: String(row.id),
    title: row.title,
    body: row.body,
    text: text ?? null,
    data,
    is_read: row.is_read,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Notification ids travel as decimal strings. */
function parseIds(ids: unknown[]): number[] {
  return ids.map((id) => {
    const text = String(id);
    if (!/^[0-9]{1,15}$/.test(text)) throw errors.invalidInput('ids');
    return Number(text);
  });
}

export class NotificationService {
  readonly repository: NotificationRepository;

  constructor(
    db: Database,
    private readonly publisher: AccountPublisher,
  ) {
    this.repository = new NotificationRepository(db);
  }

  async create(accountId: number, title: string, body: string, data: Record<string, unknown> = {}, text?: NotificationText) {
    const notification = notificationJson(await this.repository.insert(accountId, title, body, text ? { ...data, text } : data));
    this.publisher.publishToAccount(accountId, { type: 'notification', notification });
    return notification;
  }

  async page(accountId: number, query: { from_id?: string; limit?: number }) {
    const limit = !query.limit ? DEFAULT_NOTIFICATION_PAGE : Math.min(query.limit, 100);
    const beforeId = query.from_id ? parseIds([query.from_id])[0] : null;
    const rows = await this.repository.page(accountId, beforeId, limit);
    return { items: rows.map(notificationJson), next_from_id: rows.length === limit ? String(rows[rows.length - 1].id) : null };
  }

  async updateReadStatus(accountId: number, input: { ids?: unknown[]; all?: boolean; is_read?: boolean }) {
    if (!input.all && !input.ids) throw errors.fieldRequired('ids');
    const updated = await this.repository.setRead(accountId, input.all ? 'all' : parseIds(input.ids!), input.is_read ?? true);
    return { ok: true as const, updated };
  }

  async delete(accountId: number, ids: unknown[]) {
    return { ok: true as const, deleted: await this.repository.delete(accountId, parseIds(ids)) };
  }

  countUnread(accountId: number) {
    return this.repository.countUnread(accountId);
  }
}
