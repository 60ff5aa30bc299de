import type { Database } from '../../db/database';
import { errors } from '../../errors';

/** How many messages one address may receive, and one account may cause, per hour. */
export interface MailCaps {
  perAddress: number;
  perAccount: number;
}

const HOUR_MS = 3_600_000;

/** Seconds until the oldest message of the window leaves it, so the caller knows when to retry. */
const retryAfter = (oldest: Date | string | null) =>
  oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + HOUR_MS - Date.now()) / 1000)) : 3600;

/**
 * Issue 15 item 17: signup codes and invites went out without limit, so the service could be used to
 * flood an inbox. The outbox itself is the record: what it sent in the last hour decides (429 mail_limit).
 */
export async function checkMailCaps(db: Database, caps: MailCaps, sender: number | null, addresses: string[]): Promise<void> {
  const wanted = new Map<string, number>();
  for (const address of addresses) wanted.set(address, (wanted.get(address) ?? 0) + 1);
  if (wanted.size === 0) return;
  const sent = await db.query<{ to_address: string; sent: number; oldest: Date }>(
    `SELECT to_address, count(*)::int AS sent, min(created_at) AS oldest FROM outbox
      WHERE to_address = ANY($1::text[]) AND created_at > now() - interval '1 hour' GROUP BY to_address`,
    [[...wanted.keys()]],
  );
  for (const row of sent) {
    if (row.sent + wanted.get(row.to_address)! > caps.perAddress) throw errors.mailLimit(retryAfter(row.oldest));
  }
  for (const count of wanted.values()) if (count > caps.perAddress) throw errors.mailLimit(3600);
  if (sender === null) return;
  const [own] = await db.query<{ sent: number; oldest: Date | null }>(
    `SELECT count(*)::int AS sent, min(created_at) AS oldest FROM outbox
      WHERE sender_id = $1 AND created_at > now() - interval '1 hour'`,
    [sender],
  );
  if (own.sent + addresses.length > caps.perAccount) throw errors.mailLimit(retryAfter(own.oldest));
}
