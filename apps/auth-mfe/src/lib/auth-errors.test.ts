import { describe, expect, it } from 'vitest';
import { ApiError } from '@platform/shared-api';
import { describeAuthError } from './auth-errors';

const api = (status: number, code: string, field?: string, more: Record<string, unknown> = {}) =>
  new ApiError(status, { code, message: 'x', field, ...more });

describe('describeAuthError', () => {
  it('says wrong credentials, taken addresses and weak passwords in the auth namespace', () => {
    expect(describeAuthError(api(401, 'credentials_invalid')).key).toBe('auth:errors.credentialsInvalid');
    expect(describeAuthError(api(409, 'email_taken', 'email'))).toMatchObject({ key: 'auth:errors.emailTaken', formField: 'username' });
    expect(describeAuthError(api(409, 'phone_taken', 'phone_number'))).toMatchObject({
      key: 'auth:errors.phoneTaken',
      formField: 'username',
    });
    expect(describeAuthError(api(400, 'password_weak', 'new_password'))).toMatchObject({
      key: 'auth:errors.passwordWeak',
      formField: 'new_password',
    });
  });

  it('uses the spec messages for codes', () => {
    expect(describeAuthError(api(400, 'verify_code_wrong', 'code'))).toMatchObject({ key: 'errors.verifyWrong', formField: 'code' });
    expect(describeAuthError(api(400, 'verify_code_empty', 'code')).key).toBe('errors.verifyEmpty');
    expect(describeAuthError(api(400, 'activation_code_invalid', 'code')).key).toBe('errors.activationInvalid');
    expect(describeAuthError(api(400, 'resend_failed')).key).toBe('errors.resendFailed');
    expect(describeAuthError(api(404, 'invalid_conference_link', 'alias'))).toMatchObject({ key: 'errors.invalidLink', formField: 'link' });
  });

  it('reads a rate limit with its wait', () => {
    expect(describeAuthError(api(429, 'rate_limited', undefined, { retry_after: 42 }))).toMatchObject({
      key: 'errors.rateLimited',
      params: { seconds: 42, count: 42 },
      retryAfter: 42,
    });
  });

  it('says an hourly mail cap in minutes (issue 15 item 17)', () => {
    expect(describeAuthError(api(429, 'mail_limit', undefined, { retry_after: 1500 }))).toMatchObject({
      key: 'errors.mailLimit',
      params: { minutes: 25, count: 25 },
      retryAfter: 1500,
    });
  });

  it('names an unusable username and a lost connection', () => {
    expect(describeAuthError(api(400, 'invalid_input', 'username')).key).toBe('auth:errors.usernameInvalid');
    expect(describeAuthError(new ApiError(0, undefined)).key).toBe('errors.network');
    expect(describeAuthError(new Error('boom')).key).toBe('errors.generic');
  });

  it('lets a screen map its own codes first', () => {
    expect(describeAuthError(api(404, 'not_found'), { not_found: 'auth:domain.notFound' }).key).toBe('auth:domain.notFound');
  });
});
