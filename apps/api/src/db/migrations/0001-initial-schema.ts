import type { Migration } from './migration';

export const initialSchema: Migration = {
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
};
