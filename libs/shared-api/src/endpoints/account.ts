import { defineEndpoint } from '../http/client';
import type { Account, ConferenceMode } from '../session/types';

/** Account service, new API (spec §7): carries the fixed marker header. */
export interface LoginRequest { username: string; password: string; device_id?: string }
export interface LoginResponse { authorization: string; account: Account }
export interface SignupRequest { email?: string; phone_number?: string; password: string; display_name: string }
/** The same for a new address and one in use: look for the code (or, for an address in use, a note) in the inbox. */
export interface SignupResponse { ok: true; retry_after?: number }
export interface OkResponse { ok: true; [key: string]: unknown }

export const login = defineEndpoint<LoginRequest, LoginResponse>({ service: 'accountApi', method: 'POST', path: '/api/v1/user/session/new', token: 'forbidden', marker: true });
export const logoutSession = defineEndpoint<{ device_id?: string }, OkResponse>({ service: 'accountApi', method: 'DELETE', path: '/api/v1/user/session', token: 'required', marker: true, dataIn: 'body' });
export const signup = defineEndpoint<SignupRequest, SignupResponse>({ service: 'accountApi', method: 'POST', path: '/api/v1/user/signup', token: 'forbidden', marker: true });
/** Signed in: activates the session's account. Without a session (after signup) the right code signs in: `authorization` comes back. */
export const confirmEmail = defineEndpoint<{ code: string; username?: string }, { account: Account; authorization?: string }>({ service: 'accountApi', method: 'POST', path: '/api/v1/user/confirm-email', token: 'optional', marker: true });
export const resetPassword = defineEndpoint<{ username: string; code: string; new_password: string }, OkResponse>({ service: 'accountApi', method: 'POST', path: '/api/v1/user/reset-password', token: 'forbidden', marker: true });
export const resendEmail = defineEndpoint<{ username: string; purpose?: 'verify' | 'reset' }, OkResponse & { retry_after?: number }>({ service: 'accountApi', method: 'POST', path: '/api/v1/user/resend-email', token: 'optional', marker: true });
export const changePassword = defineEndpoint<{ current_password: string; new_password: string }, OkResponse>({ service: 'accountApi', method: 'POST', path: '/api/v1/user/change-password', token: 'required', marker: true });

/** Account service, old API (spec §7). */
export const getAccountDetails = defineEndpoint<void, Account>({ service: 'accountApi', method: 'GET', path: '/api/account/details', token: 'optional' });
export const updateProfile = defineEndpoint<Partial<Pick<Account, 'display_name' | 'company' | 'name_badge'>> & Record<string, unknown>, Account>({ service: 'accountApi', method: 'POST', path: '/api/account/profile/update', token: 'required' });
export const updateConferenceSetting = defineEndpoint<{ conference_mode: ConferenceMode | string }, Account>({ service: 'accountApi', method: 'POST', path: '/api/account/setting/conference/update', token: 'required' });
export const loginFacebook = defineEndpoint<{ access_token: string }, LoginResponse>({ service: 'accountApi', method: 'POST', path: '/api/account/login/fb', token: 'forbidden' });
export const loginGoogle = defineEndpoint<{ id_token?: string; code?: string; nonce?: string }, { account: Account }>({ service: 'accountApi', method: 'POST', path: '/api/account/login/gg', token: 'forbidden', withHeaders: true });
export const setPassword = defineEndpoint<{ new_password: string }, OkResponse>({ service: 'accountApi', method: 'POST', path: '/api/account/set-pwd', token: 'required' });
export const verifyPhone = defineEndpoint<{ phone_number: string; code: string }, { account: Account }>({ service: 'accountApi', method: 'POST', path: '/api/account/phone/verify', token: 'optional' });
export const resendPhoneCode = defineEndpoint<{ phone_number: string }, OkResponse & { retry_after?: number }>({ service: 'accountApi', method: 'POST', path: '/api/account/phone/resend', token: 'optional' });
export const forgotPasswordReset = defineEndpoint<{ username: string }, OkResponse>({ service: 'accountApi', method: 'POST', path: '/api/account/forgot-pwd/reset', token: 'forbidden' });
export const getGeneralInfo = defineEndpoint<Record<string, unknown>, Record<string, unknown>>({ service: 'accountApi', method: 'POST', path: '/api/account/general-info', token: 'optional' });
export const pushGeneral = defineEndpoint<Record<string, unknown>, OkResponse>({ service: 'accountApi', method: 'POST', path: '/api/account/push/general', token: 'required' });
export const getWalletList = defineEndpoint<{ from_id?: string; limit?: number }, { balance: number; items: unknown[]; next_from_id?: string | null }>({ service: 'accountApi', method: 'GET', path: '/api/account/wallet/list', token: 'required' });
export const syncAccount = defineEndpoint<void, Record<string, unknown>>({ service: 'accountApi', method: 'GET', path: '/api/account/sync', token: 'required' });
export const updateEnterpriseStatus = defineEndpoint<{ status: string }, OkResponse>({ service: 'accountApi', method: 'POST', path: '/apiv1/enterprise/status/update', token: 'required' });
export const enterpriseLoginTts = defineEndpoint<Record<string, unknown>, Record<string, unknown>>({ service: 'accountApi', method: 'POST', path: '/apiv1/enterprise/login-tts', token: 'required' });
