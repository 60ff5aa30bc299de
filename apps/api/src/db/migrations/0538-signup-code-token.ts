import type { Migration } from './migration';

export const signupCodeToken: Migration = {
  version: 538,
  name: 'signup_code_token',
  // A signup code works only together with the secret its signup answer gave that browser (stored here as its
  // SHA-256): a stranger's signup with someone's address mails a code the owner cannot use to set the stranger's password.
  sql: `
ALTER TABLE verify_codes ADD COLUMN IF NOT EXISTS signup_token_hash text;
`,
};
