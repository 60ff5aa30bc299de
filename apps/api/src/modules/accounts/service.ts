import { verify as argonVerify } from '@node-rs/argon2';
import type { Database } from '../../db/database';
import type { AppConfig } from '../../config';
import { AppError, errors } from '../../errors';
import { memoryLimiters, type AttemptLimits, type Limiter, type LimiterFactory } from '../../lib/attempt-limiter';
import { randomToken, sha256 } from '../../lib/secrets';
import type { OutboxService } from '../outbox/service';
import { AccountRepository, type AccountRow } from './repository';
import { VerifyCodes, type CodePurpose, type SignupBinding, type SignupProof } from './verify-codes';
import { codeMessage, signupNotice, type MessageLanguage } from './code-messages';
import { isEmail } from '@platform/contracts';
import { facebookProfile, googleProfile, type SocialProfile } from './providers';
import { accountJson } from './account-json';
import { insertAccount } from './account-creation';
import { socialSignIn } from './social-sign-in';
import { checkPassword, dummyHash, hashPassword, normaliseEmail, parsePhone, parseUsername } from './credentials';

export type { SocialProfile };

export class AccountService {
  readonly repository: AccountRepository;
  private readonly codes: VerifyCodes;
  /** Per (username, client): ten free tries, then 2 s, 4 s, ... up to a minute; never a 15-minute lock-out. */
  readonly loginLimiter: Limiter;
  readonly verifyLimiter: AttemptLimits;
  private readonly resendLimiter: AttemptLimits;
  /** Code requests per address per hour, counted whether or not the address has an account. */
  private readonly resendRequests: AttemptLimits;

  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    limiters: LimiterFactory = memoryLimiters,
  ) {
    this.repository = new AccountRepository(db);
    this.codes = new VerifyCodes(db);
    this.loginLimiter = limiters.backoff('login', { freeAttempts: 10, baseSeconds: 2, maxSeconds: 60, forgetAfterSeconds: 15 * 60 });
    this.verifyLimiter = limiters.attempts('verify', 10, 15 * 60);
    this.resendLimiter = limiters.attempts('resend', 1, Math.max(1, config.resendCooldownSeconds));
    this.resendRequests = limiters.attempts('resend-requests', config.mailCaps.perAddress, 3600);
  }

  /**
   * Sign-up answers the same whether the address is new, waiting for its code or already in use (no enumeration):
   * argon2 runs either way, the caller is told to look for the code, and a session comes only with the code.
   * A new or waiting address gets a code bound to this signup's password and name; the owner of an address in
   * use gets a note that someone tried to sign up with it instead. Every answer carries a fresh random
   * `signup_token` (for an address in use one that matches nothing): the code works only with it, so a code mailed
   * for a stranger's signup cannot be used by the address's owner to give that stranger the account.
   */
  async signup(input: { email?: string; phone_number?: string; password: string; display_name: string }, language: MessageLanguage = 'en') {
    const displayName = input.display_name.trim();
    if (!displayName) throw errors.fieldRequired('display_name');
    let email: string | null = null;
    let phone: string | null = null;
    if (input.email) {
      email = normaliseEmail(input.email);
      if (!isEmail(email)) throw errors.emailInvalid('email');
    } else if (input.phone_number) {
      phone = parsePhone(input.phone_number, this.config.phoneRegion);
    } else {
      throw errors.fieldRequired('email');
    }
    checkPassword(input.password, 'password');
    const target = email ?? phone!;
    // The address's hourly mail cap is checked before anything is stored, so a refused signup leaves nothing behind.
    await this.outbox.admit(null, [target]);
    const passwordHash = await hashPassword(input.password);
    const username = email ? { email } : { phone: phone! };
    const signupToken = randomToken();
    const binding = { passwordHash, displayName: displayName.slice(0, 100), tokenHash: sha256(signupToken) };
    let existing = await this.findByUsername(username);
    if (!existing) {
      const id = await insertAccount(this.repository, { email, phone, displayName, passwordHash, status: 'verifying' });
      if (id !== null) await this.sendCode(id, target, 'verify', language, binding);
      // else another signup of this address won the race: treated below like any existing account
      else existing = await this.findByUsername(username);
    }
    if (existing?.account_status === 'active') await this.sendSignupNotice(existing.id, target, language);
    else if (existing) await this.sendCode(existing.id, target, 'verify', language, binding);
    return { ok: true as const, retry_after: this.config.resendCooldownSeconds, signup_token: signupToken };
  }

  /** To the owner of an address in use: someone tried to sign up with it (perhaps they themselves, having forgotten). */
  private async sendSignupNotice(accountId: number | null, target: string, language: MessageLanguage) {
    await this.outbox.send({ to: target, channel: target.includes('@') ? 'email' : 'sms', ...signupNotice(language) }, accountId);
  }

  async startSession(accountId: number, deviceId: string | null) {
    const token = randomToken();
    await this.repository.createSession(accountId, sha256(token), deviceId);
    const account = await this.repository.byId(accountId);
    return { authorization: token, account: accountJson(account!) };
  }

  async login(input: { username: string; password: string; device_id?: string }, clientKey: string) {
    const username = parseUsername(input.username, this.config.phoneRegion);
    if (!input.password) throw errors.fieldRequired('password');
    const limiterKey = `${JSON.stringify(username)}|${clientKey}`;
    await this.loginLimiter.assertAllowed(limiterKey);
    const account = await this.findByUsername(username);
    // An unknown user costs the same argon2 work as a known one: the answer time tells nothing.
    const hash = account?.password_hash ?? (await dummyHash());
    const valid = (await argonVerify(hash, input.password).catch(() => false)) && !!account?.password_hash;
    if (!account || !valid) {
      await this.loginLimiter.hit(limiterKey);
      throw errors.credentialsInvalid();
    }
    await this.loginLimiter.reset(limiterKey);
    return this.startSession(account.id, input.device_id?.slice(0, 128) || null);
  }

  findByUsername(username: { email: string } | { phone: string }) {
    return 'email' in username ? this.repository.byEmail(username.email) : this.repository.byPhone(username.phone);
  }

  /** Issues a code and sends it in the person's language (code-messages.ts). */
  private async sendCode(
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

  /** Checks a code with the per-target attempt limit: 400 verify_code_wrong, 429 once the limit is used up. */
  private async consumeCode(target: string, purpose: CodePurpose, code: string, proof?: SignupProof) {
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

  /**
   * Activates a verifying account with the code sent at signup (signed in: the caller's session stays).
   * The code sets the password and name of the signup that asked for it, and every other session ends:
   * whoever signed up with this address before its owner proved it loses their way in. The signup's password
   * comes only with the signup's secret; without a session the secret is required (else: a wrong code).
   */
  async confirm(account: AccountRow, code: string, keepSession: number | null, signupToken?: string) {
    if (account.account_status !== 'verifying') {
      if (!code.trim()) throw errors.fieldRequired('code');
      return { account: accountJson(account) };
    }
    const target = account.email ?? account.phone_number!;
    const result = await this.consumeCode(target, 'verify', code, { signupToken, tokenRequired: keepSession === null });
    if (result.accountId !== account.id) throw errors.activationCodeInvalid();
    await this.activate(account.id, result.binding, keepSession);
    return { account: accountJson((await this.repository.byId(account.id))!) };
  }

  /** Verify-code without a session (the signup answer gives none): a right code signs the owner in. */
  async confirmByUsername(rawUsername: string, code: string, signupToken?: string) {
    const account = await this.findByUsername(parseUsername(rawUsername, this.config.phoneRegion));
    if (!code.trim()) throw errors.fieldRequired('code');
    if (!account) throw errors.verifyCodeWrong();
    if (account.account_status !== 'verifying') {
      // Already active: the code proves nothing more, and a guess must not sign anyone in.
      throw errors.verifyCodeWrong();
    }
    await this.confirm(account, code, null, signupToken);
    return this.startSession(account.id, null);
  }

  private async activate(accountId: number, binding: SignupBinding | null, keepSession: number | null) {
    await this.repository.update(accountId, {
      account_status: 'active',
      ...(binding ? { password_hash: binding.passwordHash, display_name: binding.displayName } : {}),
    });
    await this.repository.revokeAllSessions(accountId, keepSession);
  }

  /** Re-sends a code, at most once per cooldown per address (429 + Retry-After). */
  async resend(rawUsername: string, purpose: 'verify' | 'reset', signupToken?: string, language: MessageLanguage = 'en') {
    const username = parseUsername(rawUsername, this.config.phoneRegion);
    const target = 'email' in username ? username.email : username.phone;
    const account = await this.findByUsername(username);
    // The same answer whether the address is unknown, already verified or waiting: only its owner learns which.
    await this.resendLimiter.consume(`${purpose}|${target}`);
    // The hourly cap counts requests per address, known or not; the outbox's own cap (which only sees mail that
    // really went out) is then kept quiet, or its 429 would tell that the address has an account.
    await this.countResendRequest(target);
    const sends = account && (purpose === 'reset' || account.account_status === 'verifying');
    try {
      if (sends) await this.sendCode(account.id, target, purpose, language, undefined, purpose === 'verify' ? signupToken : undefined);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'mail_limit')) throw error;
    }
    return { ok: true as const, retry_after: this.config.resendCooldownSeconds };
  }

  /** 429 mail_limit once this address has asked for MAIL_PER_ADDRESS_HOUR codes this hour, whether or not it has an account. */
  private async countResendRequest(target: string) {
    try {
      await this.resendRequests.consume(target);
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limited') throw errors.mailLimit(Number(error.extra.retry_after) || 3600);
      throw error;
    }
  }

  /** Forgot password: the same answer whether or not the account exists. */
  async forgotPassword(rawUsername: string, language: MessageLanguage = 'en') {
    const username = parseUsername(rawUsername, this.config.phoneRegion);
    const target = 'email' in username ? username.email : username.phone;
    const account = await this.findByUsername(username);
    try {
      await this.resendLimiter.consume(`reset|${target}`);
      if (account) await this.sendCode(account.id, target, 'reset', language);
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
    const account = await this.findByUsername(username);
    const result = await this.consumeCode(target, 'reset', input.code);
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

  async updateProfile(account: AccountRow, input: { display_name?: string; company?: string | null; name_badge?: string | null }) {
    const changes: Parameters<AccountRepository['update']>[1] = {};
    if (input.display_name !== undefined) {
      const name = input.display_name.trim();
      if (!name) throw errors.fieldRequired('display_name');
      changes.display_name = name;
    }
    if (input.company !== undefined) changes.company = input.company?.trim() || null;
    if (input.name_badge !== undefined) changes.name_badge = input.name_badge || null;
    await this.repository.update(account.id, changes);
    return accountJson((await this.repository.byId(account.id))!);
  }

  /** Spec §3: anything other than endtoend is stored as meeting. */
  async updateConferenceMode(account: AccountRow, mode: unknown) {
    await this.repository.update(account.id, { conference_mode: mode === 'endtoend' ? 'endtoend' : 'meeting' });
    return accountJson((await this.repository.byId(account.id))!);
  }

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
    await this.resendLimiter.consume(`phone|${phone}`);
    await this.sendCode(accountId, phone, phonePurpose(owner, phone), language);
    return { ok: true as const, retry_after: this.config.resendCooldownSeconds };
  }

  async verifyPhone(account: AccountRow | null, rawPhone: string, code: string, sessionId: number | null = null, signupToken?: string) {
    const phone = parsePhone(rawPhone, this.config.phoneRegion);
    if (!code.trim()) throw errors.fieldRequired('code');
    const owner = await this.repository.byPhone(phone);
    if (account && owner && owner.id !== account.id) throw errors.phoneTaken();
    const result = await this.consumeCode(phone, phonePurpose(owner, phone), code, { signupToken, tokenRequired: !account });
    const accountId = account?.id ?? owner?.id;
    if (!accountId || result.accountId !== accountId) throw errors.activationCodeInvalid();
    const target = (await this.repository.byId(accountId))!;
    if (target.account_status === 'verifying' && target.phone_number === phone) await this.activate(accountId, result.binding, sessionId);
    else await this.repository.update(accountId, { phone_number: phone });
    return { account: accountJson((await this.repository.byId(accountId))!) };
  }

  /** Google or Facebook sign-in (social-sign-in.ts), then a session. */
  async socialLogin(profile: SocialProfile) {
    return this.startSession(await socialSignIn(this.repository, profile), null);
  }

  googleProfile(idToken: string, nonce?: string): Promise<SocialProfile> {
    return googleProfile(this.config, idToken, nonce);
  }

  facebookProfile(accessToken: string): Promise<SocialProfile> {
    return facebookProfile(this.config, accessToken);
  }

  async savePushSettings(account: AccountRow, settings: Record<string, unknown>) {
    const json = JSON.stringify(settings);
    if (json.length > 4096) throw errors.invalidInput(undefined, 'Push settings are too large.');
    await this.repository.mergePushSettings(account.id, settings);
    return { ok: true as const };
  }
}

/** A phone-signup account still verifying gets its signup code (purpose verify); adding a phone uses purpose phone. */
function phonePurpose(owner: AccountRow | null, phone: string): CodePurpose {
  return owner && owner.account_status === 'verifying' && owner.phone_number === phone ? 'verify' : 'phone';
}
