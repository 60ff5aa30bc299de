import type { Migration } from './migration';

export const roomChat: Migration = {
  version: 300,
  name: 'room chat history',
  sql: `
CREATE TABLE room_chat_messages (
  id bigserial PRIMARY KEY,
  alias text NOT NULL,
  member_id text NOT NULL,
  display_name text NOT NULL,
  account_id bigint,
  body text NOT NULL DEFAULT '',
  attachment jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX room_chat_messages_alias ON room_chat_messages (alias, id);
`,
};
