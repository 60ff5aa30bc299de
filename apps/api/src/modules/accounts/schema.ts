import { anyObject, object, okBody, required, text } from '../../lib/schema';

const linkedAccount = {
  type: 'object',
  properties: { provider: { type: 'string' }, email: { type: ['string', 'null'] }, linked_at: { type: 'string' } },
} as const;

export const account = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    account_id: { type: 'string' },
    username: { type: 'string' },
    email: { type: ['string', 'null'] },
    phone_number: { type: ['string', 'null'] },
    display_name: { type: 'string' },
    company: { type: ['string', 'null'] },
    referral_code: { type: ['string', 'null'] },
    account_status: { type: 'string', enum: ['active', 'verifying'] },
    account_setting: { type: 'object', properties: { conference_mode: { type: 'string', enum: ['meeting', 'endtoend'] } } },
    wallet_balance: { type: 'number' },
    name_badge: { type: ['string', 'null'] },
    has_password: { type: 'boolean' },
    linked_accounts: { type: 'array', items: linkedAccount },
  },
} as const;

export const session = { type: 'object', properties: { authorization: { type: 'string' }, account } } as const;
export const accountEnvelope = { type: 'object', properties: { account } } as const;
export const okWithRetry = { type: 'object', properties: { ok: { type: 'boolean' }, retry_after: { type: 'number' } } } as const;

const password = text(256);
const username = required(254);
const code = text(32);

export const loginBody = object({ username, password, device_id: text(128) }, ['username', 'password']);
export const logoutBody = { type: ['object', 'null'], properties: { device_id: text(128) } } as const;
export const signupBody = object(
  { email: text(254), phone_number: text(32), password, display_name: text(100), referral_code: text(32) },
  ['password', 'display_name'],
);
export const confirmBody = object({ code, username: text(254) }, ['code']);
export const resetPasswordBody = object({ username, code, new_password: password }, ['username', 'code', 'new_password']);
export const resendBody = object({ username, purpose: { type: 'string', enum: ['verify', 'reset'] } }, ['username']);
export const changePasswordBody = object({ current_password: password, new_password: password }, ['current_password', 'new_password']);
export const profileBody = object({
  display_name: text(100),
  company: { type: ['string', 'null'], maxLength: 200 },
  name_badge: { type: ['string', 'null'], maxLength: 500 },
});
export const conferenceSettingBody = object({ conference_mode: text(32) }, ['conference_mode']);
export const facebookBody = object({ access_token: required(4096) }, ['access_token']);
export const googleBody = object({ id_token: text(8192), code: text(4096), nonce: text(256) });
export const setPasswordBody = object({ new_password: password }, ['new_password']);
export const phoneVerifyBody = object({ phone_number: required(32), code }, ['phone_number', 'code']);
export const phoneResendBody = object({ phone_number: required(32) }, ['phone_number']);
export const forgotBody = object({ username }, ['username']);
export const enterpriseStatusBody = object({ status: { type: 'string', enum: ['online', 'busy', 'away', 'offline'] } }, ['status']);
export const generalInfo = anyObject;
export { anyObject, okBody };
