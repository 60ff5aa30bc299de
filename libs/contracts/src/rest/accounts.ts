import { Type, type Static } from 'typebox';
import { Nullable, OneOf, RequiredText, Text, TextOrNull } from './fields';
import { COMPANY_MAX, DISPLAY_NAME_MAX } from '../rules/limits';

/**
 * The account service's REST contract (spec §7: /api/v1/user/*, /api/account/*, /apiv1/enterprise/*):
 * apps/api registers its routes with these schemas, libs/shared-api types its endpoints from them.
 * Field rules keep the JSON schemas the API always had, so validation answers the same messages.
 */

const closed = { additionalProperties: false } as const;

export const LinkedAccount = Type.Object({
  provider: OneOf(['google', 'facebook']),
  email: Nullable(Type.String()),
  linked_at: Type.String(),
});
export type LinkedAccount = Static<typeof LinkedAccount>;

/** An account as every account call answers it (apps/api accounts/service.ts `accountJson`). */
export const AccountJson = Type.Object({
  id: Type.String(),
  account_id: Type.String(),
  username: Type.String(),
  email: Nullable(Type.String()),
  phone_number: Nullable(Type.String()),
  display_name: Type.String(),
  company: Nullable(Type.String()),
  referral_code: Nullable(Type.String()),
  account_status: Type.Union([Type.Literal('active'), Type.Literal('verifying')]),
  account_setting: Type.Object({ conference_mode: Type.Union([Type.Literal('meeting'), Type.Literal('endtoend')]) }),
  wallet_balance: Type.Number(),
  name_badge: Nullable(Type.String()),
  has_password: Type.Boolean(),
  linked_accounts: Type.Array(LinkedAccount),
});
export type AccountJson = Static<typeof AccountJson>;

/** A signed-in answer: the session token and its account. */
export const AccountSession = Type.Object({ authorization: Type.String(), account: AccountJson });
export type AccountSession = Static<typeof AccountSession>;
/** confirm-email: the account; without a session (after signup) also the token the right code earned. */
export const AccountConfirmed = Type.Object({ account: AccountJson, authorization: Type.Optional(Type.String()) });
export type AccountConfirmed = Static<typeof AccountConfirmed>;
export const AccountEnvelope = Type.Object({ account: AccountJson });
export type AccountEnvelope = Static<typeof AccountEnvelope>;
/** A code (or, at signup with an address in use, a note to its owner) is on its way; ask again after `retry_after` s. */
export const CodeSent = Type.Object({ ok: Type.Literal(true), retry_after: Type.Number() });
export type CodeSent = Static<typeof CodeSent>;
/** Sign-up's answer, the same shape for every address: `signup_token` is the secret its code works only with. */
export const SignupSent = Type.Object({ ok: Type.Literal(true), retry_after: Type.Number(), signup_token: Type.String() });
export type SignupSent = Static<typeof SignupSent>;
export const AccountOk = Type.Object({ ok: Type.Boolean() }, { additionalProperties: true });
export type AccountOk = Static<typeof AccountOk>;

const password = Text(256);
const username = RequiredText(254);
const code = Text(32);
/** The secret a signup answer gave this browser; a signup code works only with it. */
const signup_token = Type.Optional(Text(128));

export const LoginBody = Type.Object({ username, password, device_id: Type.Optional(Text(128)) }, closed);
export type LoginBody = Static<typeof LoginBody>;
export const LogoutBody = Type.Unsafe<{ device_id?: string } | null>({ type: ['object', 'null'], properties: { device_id: Text(128) } });
export const SignupBody = Type.Object(
  {
    email: Type.Optional(Text(254)),
    phone_number: Type.Optional(Text(32)),
    password,
    display_name: Text(DISPLAY_NAME_MAX),
    referral_code: Type.Optional(Text(32)),
  },
  closed,
);
export type SignupBody = Static<typeof SignupBody>;
export const ConfirmEmailBody = Type.Object({ code, username: Type.Optional(Text(254)), signup_token }, closed);
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;
export const ResetPasswordBody = Type.Object({ username, code, new_password: password }, closed);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ResendEmailBody = Type.Object({ username, purpose: Type.Optional(OneOf(['verify', 'reset'])), signup_token }, closed);
export type ResendEmailBody = Static<typeof ResendEmailBody>;
export const ChangePasswordBody = Type.Object({ current_password: password, new_password: password }, closed);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
export const ProfileBody = Type.Object(
  {
    display_name: Type.Optional(Text(DISPLAY_NAME_MAX)),
    company: Type.Optional(TextOrNull(COMPANY_MAX)),
    name_badge: Type.Optional(TextOrNull(500)),
  },
  closed,
);
export type ProfileBody = Static<typeof ProfileBody>;
/** Anything other than endtoend is stored as meeting (spec §3), so any text up to 32 is taken. */
export const ConferenceSettingBody = Type.Object({ conference_mode: Text(32) }, closed);
export type ConferenceSettingBody = Static<typeof ConferenceSettingBody>;
export const FacebookLoginBody = Type.Object({ access_token: RequiredText(4096) }, closed);
export type FacebookLoginBody = Static<typeof FacebookLoginBody>;
export const GoogleLoginBody = Type.Object(
  { id_token: Type.Optional(Text(8192)), code: Type.Optional(Text(4096)), nonce: Type.Optional(Text(256)) },
  closed,
);
export type GoogleLoginBody = Static<typeof GoogleLoginBody>;
export const SetPasswordBody = Type.Object({ new_password: password }, closed);
export type SetPasswordBody = Static<typeof SetPasswordBody>;
export const PhoneVerifyBody = Type.Object({ phone_number: RequiredText(32), code, signup_token }, closed);
export type PhoneVerifyBody = Static<typeof PhoneVerifyBody>;
export const PhoneResendBody = Type.Object({ phone_number: RequiredText(32) }, closed);
export type PhoneResendBody = Static<typeof PhoneResendBody>;
export const ForgotPasswordBody = Type.Object({ username }, closed);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
/** Free-form settings (push device token and preferences). */
export const AnySettings = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });
export type AnySettings = Static<typeof AnySettings>;
/** An optional free-form body: absent, null or any object. */
export const OptionalAnyBody = Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true });

/** general-info: public product settings and limits (fields grow with the product: passed through). */
export const GeneralInfo = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });
export type GeneralInfo = Static<typeof GeneralInfo>;
export const AccountSync = Type.Object({
  account: AccountJson,
  unread_notifications: Type.Number(),
  wallet_balance: Type.Number(),
  server_time: Type.String(),
});
export type AccountSync = Static<typeof AccountSync>;

export const EnterpriseStatus = OneOf(['online', 'busy', 'away', 'offline']);
export const EnterpriseStatusBody = Type.Object({ status: EnterpriseStatus }, closed);
export type EnterpriseStatusBody = Static<typeof EnterpriseStatusBody>;
export const EnterpriseStatusResult = Type.Object({ ok: Type.Boolean(), status: Type.String() });
export type EnterpriseStatusResult = Static<typeof EnterpriseStatusResult>;
export const TtsTicket = Type.Object({
  ok: Type.Boolean(),
  account_id: Type.String(),
  tts_token: Type.String(),
  expires_in: Type.Number(),
});
export type TtsTicket = Static<typeof TtsTicket>;
