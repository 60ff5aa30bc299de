import type {
  AccountConfirmed,
  AccountEnvelope,
  AccountJson,
  AccountOk,
  AccountSession,
  AccountSync,
  ChangePasswordBody,
  CodeSent,
  ConfirmEmailBody,
  EnterpriseStatusBody,
  EnterpriseStatusResult,
  FacebookLoginBody,
  ForgotPasswordBody,
  GeneralInfo,
  GoogleLoginBody,
  LoginBody,
  PhoneResendBody,
  PhoneVerifyBody,
  ProfileBody,
  ResendEmailBody,
  ResetPasswordBody,
  SetPasswordBody,
  SignupBody,
  SignupSent,
  TtsTicket,
} from '@platform/contracts';
import { defineEndpoint } from '../http/client';

/** Account service (spec §7), typed from the contract the API validates with (libs/contracts rest/accounts.ts). */
export type LoginRequest = LoginBody;
export type LoginResponse = AccountSession;
export type SignupRequest = SignupBody;
/** The same for a new address and one in use: look for the code (or, for an address in use, a note) in the inbox; keep `signup_token` for the code. */
export type SignupResponse = SignupSent;
export type OkResponse = AccountOk;

export const login = defineEndpoint<LoginBody, AccountSession>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/v1/user/session/new',
  token: 'forbidden',
  marker: true,
});
export const logoutSession = defineEndpoint<{ device_id?: string }, AccountOk>({
  service: 'accountApi',
  method: 'DELETE',
  path: '/api/v1/user/session',
  token: 'required',
  marker: true,
  dataIn: 'body',
});
export const signup = defineEndpoint<SignupBody, SignupSent>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/v1/user/signup',
  token: 'forbidden',
  marker: true,
});
/** Signed in: activates the session's account. Without a session (after signup) the right code signs in: `authorization` comes back. */
export const confirmEmail = defineEndpoint<ConfirmEmailBody, AccountConfirmed>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/v1/user/confirm-email',
  token: 'optional',
  marker: true,
});
export const resetPassword = defineEndpoint<ResetPasswordBody, AccountOk>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/v1/user/reset-password',
  token: 'forbidden',
  marker: true,
});
export const resendEmail = defineEndpoint<ResendEmailBody, CodeSent>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/v1/user/resend-email',
  token: 'optional',
  marker: true,
});
export const changePassword = defineEndpoint<ChangePasswordBody, AccountOk>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/v1/user/change-password',
  token: 'required',
  marker: true,
});

/** Account service, old API (spec §7). */
export const getAccountDetails = defineEndpoint<void, AccountJson>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/details',
  token: 'optional',
});
export const updateProfile = defineEndpoint<ProfileBody, AccountJson>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/profile/update',
  token: 'required',
});
export const updateConferenceSetting = defineEndpoint<{ conference_mode: string }, AccountJson>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/setting/conference/update',
  token: 'required',
});
export const loginFacebook = defineEndpoint<FacebookLoginBody, AccountSession>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/login/fb',
  token: 'forbidden',
});
export const loginGoogle = defineEndpoint<GoogleLoginBody, AccountSession>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/login/gg',
  token: 'forbidden',
  withHeaders: true,
});
export const setPassword = defineEndpoint<SetPasswordBody, AccountOk>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/set-pwd',
  token: 'required',
});
export const verifyPhone = defineEndpoint<PhoneVerifyBody, AccountEnvelope>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/phone/verify',
  token: 'optional',
});
export const resendPhoneCode = defineEndpoint<PhoneResendBody, CodeSent>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/phone/resend',
  token: 'optional',
});
export const forgotPasswordReset = defineEndpoint<ForgotPasswordBody, AccountOk>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/forgot-pwd/reset',
  token: 'forbidden',
});
export const getGeneralInfo = defineEndpoint<Record<string, unknown>, GeneralInfo>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/general-info',
  token: 'optional',
});
export const pushGeneral = defineEndpoint<Record<string, unknown>, AccountOk>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/push/general',
  token: 'required',
});
export const getWalletList = defineEndpoint<
  { from_id?: string; limit?: number },
  { balance: number; items: unknown[]; next_from_id?: string | null }
>({ service: 'accountApi', method: 'GET', path: '/api/account/wallet/list', token: 'required' });
export const syncAccount = defineEndpoint<void, AccountSync>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/sync',
  token: 'required',
});
export const updateEnterpriseStatus = defineEndpoint<EnterpriseStatusBody, EnterpriseStatusResult>({
  service: 'accountApi',
  method: 'POST',
  path: '/apiv1/enterprise/status/update',
  token: 'required',
});
export const enterpriseLoginTts = defineEndpoint<Record<string, unknown>, TtsTicket>({
  service: 'accountApi',
  method: 'POST',
  path: '/apiv1/enterprise/login-tts',
  token: 'required',
});
