import type { Database } from '../../db/database';
import type { AppConfig } from '../../config';
import { AppError, errors } from '../../errors';
import type { AttemptLimits, LimiterFactory } from '../../lib/attempt-limiter';
import type { OutboxService } from '../outbox/service';
import { VerifyCodes, type CodePurpose, type SignupBinding, type SignupProof } from './verify-codes';
import { codeMessage, signupNotice, type MessageLanguage } from './code-messages';

/**
 * Verify, reset and phone codes on their way out and back: issuing and sending a code in the person's
 * language, checking one against its attempt limit, and the cooldown and hourly caps on asking for them.
 */
export class CodeDelivery {
  private readonly codes: VerifyCodes;
  readonly verifyLimiter: AttemptLimits;
  /** One code request per address per cooldown (RESEND_COOLDOWN_SECONDS). */
  readonly resendLimiter: AttemptLimits;
  /** Code requests per address per hour, counted whether or not the address has an account. */
  private readonly resendRequests: AttemptLimits;

  constructor(
    db: Database,
    config: AppConfig,
    private readonly outbox: OutboxService,
    limiters: LimiterFactory,
  ) {
    this.codes = new VerifyCodes(db);
    this.verifyLimiter = limiters.attempts('verify', 10, 15 * 60);
    this.resendLimiter = limiters.attempts('resend', 1, Math.max(1, config.resendCooldownSeconds));
    this.resendRequests = limiters.attempts('resend-requests', config.mailCaps.perAddress, 3600);
  }

  /** Issues a code and sends it in the person's language (code-messages.ts). */
  async send(
    accountId: number | null,
    target: string,
    purpose: CodePurpose,
    language: MessageLanguage,
    binding?: SignupBinding,
    signupToken?: string,
  ) {
    const code = await this.codes.issue(accountId, target, purpose, binding, signupToken);
    const channel = target.includes('@') ? 'email' : 'sms';
    await this.outbox.send({ to: target, channel, ...codeMessage(language, purpose, code), code }, accountId);
  }

  /** To the owner of an address in use: someone tried to sign up with it (perhaps they themselves, having forgotten). */
  async sendSignupNotice(accountId: number | null, target: string, language: MessageLanguage) {
    await this.outbox.send({ to: target, channel: target.includes('@') ? 'email' : 'sms', ...signupNotice(language) }, accountId);
  }

  /** Checks a code with the per-target attempt limit: 400 verify_code_wrong, 429 once the limit is used up. */
  async consume(target: string, purpose: CodePurpose, code: string, proof?: SignupProof) {
    if (!code.trim()) throw errors.fieldRequired('code');
    const key = `${purpose}|${target}`;
    await this.verifyLimiter.assertAllowed(key);
    const result = await this.codes.consume(target, purpose, code.trim(), proof);
    if (!result) {
      await this.verifyLimiter.hit(key);
      throw errors.verifyCodeWrong();
    }
    await this.verifyLimiter.reset(key);
    return result;
  }

  /** 429 mail_limit once this address has asked for MAIL_PER_ADDRESS_HOUR codes this hour, whether or not it has an account. */
  async countResendRequest(target: string) {
    try {
      await this.resendRequests.consume(target);
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limited') throw errors.mailLimit(Number(error.extra.retry_after) || 3600);
      throw error;
    }
  }
}
