/** Account profile (spec §3). account_status `verifying` confines the user to verify-code. */
export type AccountStatus = 'active' | 'verifying' | (string & {});
export type ConferenceMode = 'meeting' | 'endtoend';

export interface LinkedAccount {
  provider: 'google' | 'facebook';
  email?: string | null;
  linked_at?: string;
}

export interface Account {
  id: string;
  account_id: string;
  username: string;
  email: string | null;
  phone_number: string | null;
  display_name: string;
  company?: string | null;
  referral_code?: string | null;
  account_status: AccountStatus;
  account_setting: { conference_mode: ConferenceMode; [key: string]: unknown };
  wallet_balance?: number;
  name_badge?: string | null;
  has_password?: boolean;
  linked_accounts?: LinkedAccount[];
  [key: string]: unknown;
}

/** Spec §3: anything other than endtoend is treated as meeting. */
export function conferenceModeOf(account: Pick<Account, 'account_setting'> | null | undefined): ConferenceMode {
  return account?.account_setting?.conference_mode === 'endtoend' ? 'endtoend' : 'meeting';
}

/** The username shown on verify-code: the e-mail, or else the phone number. */
export function verifyUsernameOf(account: Pick<Account, 'email' | 'phone_number'>): string {
  return account.email || account.phone_number || '';
}
