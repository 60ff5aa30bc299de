import type { Database } from '../database';
import type { Migration } from './migration';
import { initialSchema } from './0001-initial-schema';
import { settings } from './0100-settings';
import { roomChat } from './0300-room-chat';
import { roomMembers } from './0301-room-members';
import { roomMemberRoles } from './0302-room-member-roles';
import { gifts } from './0200-gifts';
import { callCentre } from './0400-call-centre';
import { sessionsSlidingExpiry } from './0510-sessions-sliding-expiry';
import { phoneNumbersE164 } from './0520-phone-numbers-e164';
import { outboxSender } from './0530-outbox-sender';
import { signupCodeBinding } from './0537-signup-code-binding';
import { signupCodeToken } from './0538-signup-code-token';

/**
 * Numbered schema migrations (one file each); applied in this order (the order they were released in,
 * not by number), once, at start-up. Never edit a released one: add a new file and one line here.
 */
export const MIGRATIONS: Migration[] = [
  initialSchema,
  settings,
  roomChat,
  roomMembers,
  roomMemberRoles,
  gifts,
  callCentre,
  sessionsSlidingExpiry,
  phoneNumbersE164,
  outboxSender,
  signupCodeBinding,
  signupCodeToken,
];

/** Applies pending migrations under an advisory lock, so that parallel starts on one server do not race. */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(724311)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
  });
}

/** Splits a migration on semicolons at line ends (our migrations hold no procedural bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
