import type { AccountJson } from '@platform/contracts';
import type { AccountRow } from './repository';

/** The account JSON of the contract (libs/contracts rest/accounts.ts `AccountJson`). */
export function accountJson(row: AccountRow): AccountJson {
  return {
    id: String(row.id),
    account_id: row.account_id,
    username: row.email ?? row.phone_number ?? '',
    email: row.email,
    phone_number: row.phone_number,
    display_name: row.display_name,
    company: row.company,
    referral_code: row.referral_code,
    account_status: row.account_status as AccountJson['account_status'],
    account_setting: { conference_mode: row.conference_mode === 'endtoend' ? 'endtoend' : 'meeting' },
    wallet_balance: Number(row.wallet_balance),
    name_badge: row.name_badge,
    has_password: row.password_hash !== null,
    linked_accounts: (row.linked_accounts ?? []).map((link) => ({
      provider: link.provider,
      email: link.email,
      linked_at: new Date(link.linked_at).toISOString(),
    })),
  };
}
