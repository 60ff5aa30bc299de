import type { Migration } from './migration';

export const roomMemberRoles: Migration = {
  version: 302,
  name: 'room members keep their room roles (co-host, presenter, interpreter) across a restart',
  sql: `ALTER TABLE room_members ADD COLUMN room_roles text NOT NULL DEFAULT '';`,
};
