import { randomHex } from '../../lib/secrets';
import type { AccountRepository } from './repository';
import type { SignupBinding } from './verify-codes';

export type NewAccount = {
  email: string | null;
  phone: string | null;
  displayName: string;
  passwordHash: string | null;
  status: 'active' | 'verifying';
};

/**
 * Stores a new account with fresh public identifiers; null when the e-mail or phone was taken meanwhile
 * (a parallel signup won the race: the caller treats the address as existing).
 */
export async function insertAccount(repository: AccountRepository, input: NewAccount) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = await repository.insert({
      account_id: randomHex(8),
      email: input.email,
      phone_number: input.phone,
      display_name: input.displayName.slice(0, 100),
      referral_code: randomHex(4).toUpperCase(),
      password_hash: input.passwordHash,
      account_status: input.status,
    });
    if (id !== null) return id;
    // Lost a race on the e-mail or phone, or (rarely) drew a used account id or referral code.
    if (input.email && (await repository.byEmail(input.email))) return null;
    if (input.phone && (await repository.byPhone(input.phone))) return null;
  }
  throw new Error('could not allocate account identifiers');
}

/**
 * Makes a verifying account active; a signup's code also sets that signup's password and name. Every other
 * session ends: whoever signed up with this address before its owner proved it loses their way in.
 */
export async function activateAccount(
  repository: AccountRepository,
  accountId: number,
  binding: SignupBinding | null,
  keepSession: number | null,
) {
  await repository.update(accountId, {
    account_status: 'active',
    ...(binding ? { password_hash: binding.passwordHash, display_name: binding.displayName } : {}),
  });
  await repository.revokeAllSessions(accountId, keepSession);
}
