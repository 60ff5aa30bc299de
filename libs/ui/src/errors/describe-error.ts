import { isApiError } from '@platform/shared-api';

/** Maps a server error code to the common i18n key that says it in the user's language. */
const CODE_TO_KEY: Record<string, string> = {
  network: 'errors.network',
  permission_denied: 'errors.permission',
  balance_insufficient: 'errors.balance',
  passcode_wrong: 'errors.passcodeInvalid',
  stream_key_invalid: 'errors.streamKey',
  file_too_big: 'errors.fileTooBig',
  file_type_invalid: 'errors.fileType',
  image_too_large: 'errors.lowerQuality',
  room_full: 'errors.roomFull',
  room_locked: 'errors.roomLocked',
  qr_invalid: 'errors.qrInvalid',
  agents_busy: 'errors.agentsBusy',
  qr_expired: 'errors.qrExpired',
  invalid_conference_link: 'errors.invalidLink',
  verify_code_empty: 'errors.verifyEmpty',
  verify_code_wrong: 'errors.verifyWrong',
  activation_code_invalid: 'errors.activationInvalid',
  resend_failed: 'errors.resendFailed',
  rate_limited: 'errors.rateLimited',
  mail_limit: 'errors.mailLimit',
  unauthorized: 'errors.unauthorized',
  not_found: 'errors.notFound',
  email_invalid: 'validation.email',
  field_required: 'validation.fillField',
  invalid_input: 'validation.notAllValid',
};

export interface DescribedError {
  key: string;
  params: Record<string, unknown>;
  field?: string;
}

/** What to tell the user about a failed call, as an i18n key (`extra` maps a remote's own codes first). */
export function describeError(error: unknown, extra: Record<string, string> = {}): DescribedError {
  if (!isApiError(error)) return { key: 'errors.generic', params: {} };
  const body = (error.body ?? {}) as Record<string, unknown>;
  const params: Record<string, unknown> = {};
  // A text over its limit (the API adds `max_length`): say the limit, not only that something is wrong.
  if (error.code === 'invalid_input' && typeof body.max_length === 'number' && !extra[error.code]) {
    return { key: 'validation.tooLong', params: { max: body.max_length }, field: error.field };
  }
  const key = extra[error.code] ?? CODE_TO_KEY[error.code] ?? (error.status === 0 ? 'errors.network' : 'errors.generic');
  if (error.code === 'file_too_big') params.size = body.limit_mb ?? 5;
  if (error.code === 'rate_limited') params.seconds = params.count = body.retry_after ?? 60; // count: "1 second"
  if (error.code === 'mail_limit') params.minutes = params.count = Math.max(1, Math.ceil(Number(body.retry_after ?? 3600) / 60));
  return { key, params, field: error.field };
}
