import type { AppConfig } from '../../config';
import { errors } from '../../errors';
import type { AccountRepository, AccountRow } from './repository';
import type { CodeDelivery } from './code-delivery';
import type { CodePurpose } from './verify-codes';
import type { MessageLanguage } from './code-messages';
import { accountJson } from './account-json';
import { activateAccount } from './account-creation';
import { parsePhone } from './credentials';

/** Phone numbers by SMS code: adding one to the signed-in account, or proving the phone of a phone signup. */
export class PhoneService {
  constructor(
    private readonly repository: AccountRepository,
    private readonly codes: CodeDelivery,
    private readonly config: AppConfig,
  ) {}

  /** Sends a phone code: to add a phone to the signed-in account, or to a phone-signup account. */
  async resendPhoneCode(account: AccountRow | null, rawPhone: string, language: MessageLanguage = 'en') {
    const phone = parsePhone(rawPhone, this.config.phoneRegion);
    const owner = await this.repository.byPhone(phone);
    let accountId: number;
    if (account) {
      if (owner && owner.id !== account.id) throw errors.phoneTaken();
      accountId = account.id;
    } else {
      if (!owner || owner.account_status !== 'verifying') throw errors.resendFailed();
      accountId = owner.id;
    }
    await this.codes.resendLimiter.consume(`phone|${phone}`);
    await this.codes.send(accountId, phone, phonePurpose(owner, phone), language);
    return { ok: true as const, retry_after: this.config.resendCooldownSeconds };
  }

  async verifyPhone(account: AccountRow | null, rawPhone: string, code: string, sessionId: number | null = null, signupToken?: string) {
    const phone = parsePhone(rawPhone, this.config.phoneRegion);
    if (!code.trim()) throw errors.fieldRequired('code');
    const owner = await this.repository.byPhone(phone);
    if (account && owner && owner.id !== account.id) throw errors.phoneTaken();
    const result = await this.codes.consume(phone, phonePurpose(owner, phone), code, { signupToken, tokenRequired: !account });
    const accountId = account?.id ?? owner?.id;
    if (!accountId || result.accountId !== accountId) throw errors.activationCodeInvalid();
    const target = (await this.repository.byId(accountId))!;
    if (target.account_status === 'verifying' && target.phone_number === phone) {
      await activateAccount(this.repository, accountId, result.binding, sessionId);
    } else await this.repository.update(accountId, { phone_number: phone });
    return { account: accountJson((await this.repository.byId(accountId))!) };
  }
}

/** A phone-signup account still verifying gets its signup code (purpose verify); adding a phone uses purpose phone. */
function phonePurpose(owner: AccountRow | null, phone: string): CodePurpose {
  return owner && owner.account_status === 'verifying' && owner.phone_number === phone ? 'verify' : 'phone';
}
