import { verify as argonVerify } from '@node-rs/argon2';
import type { Database } from '../../db/database';
import type { AppConfig } from '../../config';
import { AppError, errors } from '../../errors';
import { memoryLimiters, type Limiter, type LimiterFactory } from '../../lib/attempt-limiter';
import { randomToken, sha256 } from '../../lib/secrets';
import type { OutboxService } from '../outbox/service';
import { AccountRepository, type AccountRow } from './repository';
import type { MessageLanguage } from './code-messages';
import { CodeDelivery } from './code-delivery';
import { PasswordService } from './password-service';
import { PhoneService } from './phone-service';
import { isEmail } from '@platform/contracts';
import { facebookProfile, googleProfile, type SocialProfile } from './providers';
import { accountJson } from './account-json';
import { activateAccount, insertAccount } from './account-creation';
import { socialSignIn } from './social-sign-in';
import { checkPassword, dummyHash, hashPassword, normaliseEmail, parsePhone, parseUsername } from './credentials';

export type { SocialProfile };

export class AccountService {
  readonly repository: AccountRepository;
  readonly codes: CodeDelivery;
  readonly passwords: PasswordService;
  readonly phones: PhoneService;
  /** Per (username, client): ten free tries, then 2 s, 4 s, ... up to a minute; never a 15-minute lock-out. */
  readonly loginLimiter: Limiter;

  constructor(
    db: Database,
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    limiters: LimiterFactory = memoryLimiters,
  ) {
    this.repository = new AccountRepository(db);
    this.codes = new CodeDelivery(db, config, outbox, limiters);
    this.passwords = new PasswordService(this.repository, this.codes, config);
    this.phones = new PhoneService(this.repository, this.codes, config);
    this.loginLimiter = limiters.backoff('login', { freeAttempts: 10, baseSeconds: 2, maxSeconds: 60, forgetAfterSeconds: 15 * 60 });
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
    let existing = await this.repository.byUsername(username);
    if (!existing) {
      const id = await insertAccount(this.repository, { email, phone, displayName, passwordHash, status: 'verifying' });
      if (id !== null) await this.codes.send(id, target, 'verify', language, binding);
      // else another signup of this address won the race: treated below like any existing account
      else existing = await this.repository.byUsername(username);
    }
    if (existing?.account_status === 'active') await this.codes.sendSignupNotice(existing.id, target, language);
    else if (existing) await this.codes.send(existing.id, target, 'verify', language, binding);
    return { ok: true as const, retry_after: this.config.resendCooldownSeconds, signup_token: signupToken };
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
    const account = await this.repository.byUsername(username);
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
    const result = await this.codes.consume(target, 'verify', code, { signupToken, tokenRequired: keepSession === null });
    if (result.accountId !== account.id) throw errors.activationCodeInvalid();
    await activateAccount(this.repository, account.id, result.binding, keepSession);
    return { account: accountJson((await this.repository.byId(account.id))!) };
  }

  /** Verify-code without a session (the signup answer gives none): a right code signs the owner in. */
  async confirmByUsername(rawUsername: string, code: string, signupToken?: string) {
    const account = await this.repository.byUsername(parseUsername(rawUsername, this.config.phoneRegion));
    if (!code.trim()) throw errors.fieldRequired('code');
    if (!account) throw errors.verifyCodeWrong();
    if (account.account_status !== 'verifying') {
      // Already active: the code proves nothing more, and a guess must not sign anyone in.
      throw errors.verifyCodeWrong();
    }
    await this.confirm(account, code, null, signupToken);
    return this.startSession(account.id, null);
  }

  /** Re-sends a code, at most once per cooldown per address (429 + Retry-After). */
  async resend(rawUsername: string, purpose: 'verify' | 'reset', signupToken?: string, language: MessageLanguage = 'en') {
    const username = parseUsername(rawUsername, this.config.phoneRegion);
    const target = 'email' in username ? username.email : username.phone;
    const account = await this.repository.byUsername(username);
    // The same answer whether the address is unknown, already verified or waiting: only its owner learns which.
    await this.codes.resendLimiter.consume(`${purpose}|${target}`);
    // The hourly cap counts requests per address, known or not; the outbox's own cap (which only sees mail that
    // really went out) is then kept quiet, or its 429 would tell that the address has an account.
    await this.codes.countResendRequest(target);
    const sends = account && (purpose === 'reset' || account.account_status === 'verifying');
    try {
      if (sends) await this.codes.send(account.id, target, purpose, language, undefined, purpose === 'verify' ? signupToken : undefined);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'mail_limit')) throw error;
    }
    return { ok: true as const, retry_after: this.config.resendCooldownSeconds };
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
