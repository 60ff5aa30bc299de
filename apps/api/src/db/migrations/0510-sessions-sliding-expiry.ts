import type { Migration } from './migration';

export const sessionsSlidingExpiry: Migration = {
  version: 510,
  name: 'sessions_sliding_expiry',
  // A session ends after SESSION_IDLE_DAYS without use (auth.ts); existing sessions start counting now.
  sql: `
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz NOT NULL DEFAULT now();
`,
};
