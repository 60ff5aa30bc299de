import { errors } from '../../errors';
import { insertAccount } from './account-creation';
import type { SocialProfile } from './providers';
import type { AccountRepository } from './repository';

/** Google or Facebook sign-in: the linked account, else the account with that e-mail (linked now), else a new one; its id. */
export async function socialSignIn(repository: AccountRepository, profile: SocialProfile): Promise<number> {
  let account = await repository.byLinkedAccount(profile.provider, profile.providerUserId);
  if (!account && profile.email) {
    account = await repository.byEmail(profile.email);
    if (account) {
      // An unverified account with this e-mail may have been made by someone else to wait for its owner
      // (pre-hijack): the provider proves the owner, so whoever set that password and holds its sessions
      // loses them before the owner is let in.
      if (account.account_status === 'verifying') {
        await repository.update(account.id, { password_hash: null, account_status: 'active' });
        await repository.revokeAllSessions(account.id);
      }
      await repository.linkProvider(account.id, profile.provider, profile.providerUserId, profile.email);
    }
  }
  let accountId = account?.id;
  if (!accountId) {
    const created = await insertAccount(repository, {
      email: profile.email,
      phone: null,
      displayName: profile.name || profile.email?.split('@')[0] || 'Guest',
      passwordHash: null,
      status: 'active',
    });
    if (created === null) throw errors.emailTaken(); // a signup of this address won a race; signing in again links it
    accountId = created;
    await repository.linkProvider(accountId, profile.provider, profile.providerUserId, profile.email);
  }
  return accountId;
}
