import type { Migration } from './migration';

export const outboxSender: Migration = {
  version: 530,
  name: 'outbox_sender',
  // The account that caused a message, so the outbox can cap what one account sends per hour (modules/outbox/mail-caps.ts).
  sql: `
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS sender_id bigint;
CREATE INDEX IF NOT EXISTS outbox_sender_idx ON outbox (sender_id, created_at);
CREATE INDEX IF NOT EXISTS outbox_recent_idx ON outbox (to_address, created_at);
`,
};
