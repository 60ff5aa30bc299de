import type { Database } from './database';

/** Numbered schema migrations; applied in order, once, at start-up. Never edit a released one: add a new one. */
export const MIGRATIONS: Array<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL UNIQUE,
  email text UNIQUE,
  phone_number text UNIQUE,
  display_name text NOT NULL,
  company text,
  referral_code text NOT NULL UNIQUE,
  password_hash text,
  account_status text NOT NULL DEFAULT 'verifying',
  conference_mode text NOT NULL DEFAULT 'meeting',
  name_badge text,
  wallet_balance bigint NOT NULL DEFAULT 0 CHECK (wallet_balance >= 0),
  enterprise_status text,
  push_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE linked_accounts (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_user_id text NOT NULL,
  email text,
  linked_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_user_id)
);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  device_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_account_idx ON sessions (account_id);

CREATE TABLE verify_codes (
  id bigserial PRIMARY KEY,
  account_id bigint REFERENCES accounts(id) ON DELETE CASCADE,
  target text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verify_codes_target_idx ON verify_codes (target, purpose, created_at DESC);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  channel text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_idx ON outbox (to_address, id DESC);

CREATE TABLE events (
  id bigserial PRIMARY KEY,
  alias text NOT NULL UNIQUE,
  host_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  host_key text NOT NULL,
  topic text NOT NULL,
  description text,
  passcode text,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  mode text NOT NULL,
  call_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_host_idx ON events (host_id, id DESC);

CREATE TABLE speakers (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  alias text NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, email)
);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_account_idx ON notifications (account_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (account_id) WHERE NOT is_read;

-- Wallet ledger: the balance column is the sum of the entries; a transfer is two entries sharing transfer_id.
CREATE TABLE wallet_entries (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  kind text NOT NULL,
  idempotency_key text NOT NULL,
  transfer_id text,
  counterparty_id bigint REFERENCES accounts(id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX wallet_entries_account_idx ON wallet_entries (account_id, id DESC);

CREATE TABLE files (
  id text PRIMARY KEY,
  account_id bigint REFERENCES accounts(id) ON DELETE SET NULL,
  kind text NOT NULL,
  mime text NOT NULL,
  size bigint NOT NULL,
  original_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organisations (
  id bigserial PRIMARY KEY,
  domain text NOT NULL UNIQUE,
  name text NOT NULL,
  login_url text NOT NULL
);
INSERT INTO organisations (domain, name, login_url)
VALUES ('example.org', 'Example Organisation', 'https://login.example.org/sso')
ON CONFLICT (domain) DO NOTHING;

CREATE TABLE log_entries (
  id bigserial PRIMARY KEY,
  level text NOT NULL,
  message text NOT NULL,
  source text,
  context jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    version: 100,
    name: 'settings: api keys, stream targets, conference customisation, recordings',
    sql: `
CREATE TABLE api_keys (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_account_idx ON api_keys (account_id, id DESC);

CREATE TABLE stream_targets (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  server_url text NOT NULL,
  stream_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stream_targets_account_idx ON stream_targets (account_id, id);

CREATE TABLE conference_customisations (
  account_id bigint PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE recordings (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  file_id text NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  title text NOT NULL,
  event_alias text,
  duration_seconds int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recordings_account_idx ON recordings (account_id, id DESC);
`,
  },
  {
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
  },
  {
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
  },
  {
    version: 302,
    name: 'room members keep their room roles (co-host, presenter, interpreter) across a restart',
    sql: `ALTER TABLE room_members ADD COLUMN room_roles text NOT NULL DEFAULT '';`,
  },
  {
    version: 200,
    name: 'gifts: catalogue and sent gifts',
    sql: `
-- The gift catalogue: names in both languages, price in wallet units, picture drawn by catalogue-art.ts.
CREATE TABLE gift_catalogue (
  id text PRIMARY KEY,
  name_en text NOT NULL,
  name_vi text NOT NULL,
  art text NOT NULL,
  price bigint NOT NULL CHECK (price > 0),
  sort_order int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
INSERT INTO gift_catalogue (id, name_en, name_vi, art, price, sort_order) VALUES
  ('heart', 'Heart', 'Trái tim', 'heart', 10, 1),
  ('rose', 'Rose', 'Hoa hồng', 'rose', 20, 2),
  ('coffee', 'Coffee', 'Cà phê', 'coffee', 30, 3),
  ('star', 'Star', 'Ngôi sao', 'star', 50, 4),
  ('cake', 'Cake', 'Bánh kem', 'cake', 100, 5),
  ('trophy', 'Trophy', 'Cúp vàng', 'trophy', 200, 6),
  ('diamond', 'Diamond', 'Kim cương', 'diamond', 500, 7),
  ('rocket', 'Rocket', 'Tên lửa', 'rocket', 1000, 8)
ON CONFLICT (id) DO NOTHING;

-- One row per gift or donation: who, to whom, what, and the ledger transfer that paid for it (audit trail).
CREATE TABLE gifts (
  id bigserial PRIMARY KEY,
  sender_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  receiver_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  gift_id text REFERENCES gift_catalogue(id),
  amount bigint NOT NULL CHECK (amount > 0),
  message text,
  kind text NOT NULL,
  room_alias text,
  transfer_id text NOT NULL UNIQUE,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sender_id, idempotency_key),
  CHECK (sender_id <> receiver_id)
);
CREATE INDEX gifts_receiver_idx ON gifts (receiver_id, id DESC);
CREATE INDEX gifts_sender_idx ON gifts (sender_id, id DESC);
`,
  },
  {
    version: 400,
    name: 'call centre: QR call lines, agents and call log',
    sql: `
-- An event becomes a QR call line when it has a row here; agents are invited by e-mail.
CREATE TABLE call_centre_lines (
  event_id bigint PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE call_centre_agents (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES call_centre_lines(event_id) ON DELETE CASCADE,
  email text NOT NULL,
  UNIQUE (event_id, email)
);
CREATE INDEX call_centre_agents_email_idx ON call_centre_agents (email);
CREATE TABLE call_centre_calls (
  id bigserial PRIMARY KEY,
  call_id text NOT NULL UNIQUE,
  event_id bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  visitor_name text NOT NULL,
  agent_account_id bigint REFERENCES accounts(id) ON DELETE SET NULL,
  outcome text NOT NULL,
  room_alias text,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
`,
  },
  {
    version: 510,
    name: 'sessions_sliding_expiry',
    // A session ends after SESSION_IDLE_DAYS without use (auth.ts); existing sessions start counting now.
    sql: `
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz NOT NULL DEFAULT now();
`,
  },
  {
    version: 520,
    name: 'phone_numbers_e164',
    // Phones are now stored in E.164 (libs/contracts rules/phone.ts), so `0912345678` and `+84912345678`
    // are one number. Stored numbers are rewritten in plain SQL (portable between PGlite and PostgreSQL)
    // for the usual forms: separators dropped, `00…` read as `+…`, a national `0…` read in VN, the product's
    // home market and the default region. Anything that does not then look like E.164 is left as it was.
    // Two accounts may turn out to hold the same number: both rows are kept (no data is lost). The row
    // already in E.164, else the earliest account, gets the number; the others stay un-normalised (signing
    // in by that phone finds the account holding the E.164 form; support merges or relabels the rest by hand).
    sql: `
UPDATE accounts AS a SET phone_number = n.normalised, updated_at = now()
FROM (
  SELECT id, normalised, row_number() OVER (PARTITION BY normalised ORDER BY created_at, id) AS arrival
  FROM (
    SELECT id, created_at, CASE
      WHEN stripped LIKE '+%' THEN stripped
      WHEN stripped LIKE '00%' THEN '+' || substr(stripped, 3)
      WHEN stripped LIKE '0%' THEN '+84' || substr(stripped, 2)
      ELSE stripped
    END AS normalised
    FROM (
      SELECT id, created_at, regexp_replace(phone_number, '[[:space:]().-]', '', 'g') AS stripped
      FROM accounts WHERE phone_number IS NOT NULL
    ) AS s
  ) AS c
  WHERE normalised ~ '^[+][1-9][0-9]{7,14}$'
) AS n
WHERE a.id = n.id AND a.phone_number <> n.normalised AND n.arrival = 1
  AND NOT EXISTS (SELECT 1 FROM accounts AS o WHERE o.phone_number = n.normalised);
`,
  },
  {
    version: 530,
    name: 'outbox_sender',
    // The account that caused a message, so the outbox can cap what one account sends per hour (modules/outbox/mail-caps.ts).
    sql: `
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS sender_id bigint;
CREATE INDEX IF NOT EXISTS outbox_sender_idx ON outbox (sender_id, created_at);
CREATE INDEX IF NOT EXISTS outbox_recent_idx ON outbox (to_address, created_at);
`,
  },
  {
    version: 537,
    name: 'signup_code_binding',
    // A signup code carries the password and name of the signup that asked for it: whoever proves the address
    // with that code gets that signup's password, so a stranger's earlier signup with the same address cannot win.
    sql: `
ALTER TABLE verify_codes ADD COLUMN IF NOT EXISTS password_hash text;
ALTER TABLE verify_codes ADD COLUMN IF NOT EXISTS display_name text;
`,
  },
];

/** Applies pending migrations under an advisory lock, so that parallel starts on one server do not race. */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(724311)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
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
