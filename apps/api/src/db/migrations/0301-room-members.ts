import type { Migration } from './migration';

export const roomMembers: Migration = {
  version: 301,
  name: 'room members, so that a call survives a restart of the service',
  sql: `
CREATE TABLE room_members (
  member_id text PRIMARY KEY,
  alias text NOT NULL,
  display_name text NOT NULL,
  account_id bigint,
  role text NOT NULL,
  device_id text,
  resume_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX room_members_created ON room_members (created_at);
`,
};
