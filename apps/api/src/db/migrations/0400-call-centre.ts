import type { Migration } from './migration';

export const callCentre: Migration = {
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
};
