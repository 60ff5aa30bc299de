import { verify as argonVerify } from '@node-rs/argon2';
import type { AppConfig } from '../../config';
import { AppError, errors } from '../../errors';
import type { AccountRepository, AccountRow } from './repository';
import type { CodeDelivery } from './code-delivery';
import type { MessageLanguage } from './code-messages';
import { checkPassword, hashPassword, parseUsername } from './credentials';

/** Passwords: a forgotten one reset by code, a change with the current one, the first one of a social account. */
export class PasswordService {
  constructor(
    private readonly repository: AccountRepository,
    private readonly codes: CodeDelivery,
    private readonly config: AppConfig,
  ) {}

  /** Forgot password: the same answer whether or not the account exists. */
  async forgotPassword(rawUsername: string, language: MessageLanguage = 'en') {
    const username = parseUsername(rawUsername, this.config.phoneRegion);
    const target = 'email' in username ? username.email : username.phone;
    const account = await this.repository.byUsername(username);
    try {
      await this.codes.resendLimiter.consume(`reset|${target}`);
      if (account) await this.codes.send(account.id, target, 'reset', language);
    } catch (error) {
      // Limits answer like an unknown account would (no enumeration): the reset just is not sent.
      if (!(error instanceof AppError && (error.code === 'rate_limited' || error.code === 'mail_limit'))) throw error;
    }
    return { ok: true as const };
  }

  async resetPassword(input: { username: string; code: string; new_password: string }) {
    const username = parseUsername(input.username, this.config.phoneRegion);
    if (!input.code.trim()) throw errors.fieldRequired('code');
    checkPassword(input.new_password, 'new_password');
    const target = 'email' in username ? username.email : username.phone;
    const account = await this.repository.byUsername(username);
    const result = await this.codes.consume(target, 'reset', input.code);
    if (!account || result.accountId !== account.id) throw errors.verifyCodeWrong();
    // Receiving the code proves the address, so a verifying account becomes active too.
    await this.repository.update(account.id, { password_hash: await hashPassword(input.new_password), account_status: 'active' });
    await this.repository.revokeAllSessions(account.id);
    return { ok: true as const };
  }

  async changePassword(account: AccountRow, sessionId: number, input: { current_password: string; new_password: string }) {
    if (!input.current_password) throw errors.fieldRequired('current_password');
    checkPassword(input.new_password, 'new_password');
    const valid = account.password_hash ? await argonVerify(account.password_hash, input.current_password).catch(() => false) : false;
    if (!valid) throw errors.passwordWrong();
    await this.repository.update(account.id, { password_hash: await hashPassword(input.new_password) });
    await this.repository.revokeAllSessions(account.id, sessionId);
    return { ok: true as const };
  }

  /** First password of an account that signed in with Google or Facebook. */
  async setPassword(account: AccountRow, newPassword: string) {
    checkPassword(newPassword, 'new_password');
    if (account.password_hash) {
      throw new AppError(400, 'password_already_set', 'A password is already set. Use change password instead.', 'new_password');
    }
    await this.repository.update(account.id, { password_hash: await hashPassword(newPassword) });
    return { ok: true as const };
  }
}
