import type { Migration } from './migration';

export const signupCodeBinding: Migration = {
  version: 537,
  name: 'signup_code_binding',
  // A signup code carries the password and name of the signup that asked for it: whoever proves the address
  // with that code gets that signup's password, so a stranger's earlier signup with the same address cannot win.
  sql: `
ALTER TABLE verify_codes ADD COLUMN IF NOT EXISTS password_hash text;
ALTER TABLE verify_codes ADD COLUMN IF NOT EXISTS display_name text;
`,
};
