import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';

/** An error the client may see: HTTP status + `{ code, message, field? }` (libs/shared-api ApiErrorBody). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}), ...this.extra };
  }
}

/** 'display_name' -> 'Display name' */
export function fieldLabel(field: string): string {
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const errors = {
  fieldRequired: (field: string) =>
    field === 'code'
      ? new AppError(400, 'verify_code_empty', 'Please input verify code.', field)
      : new AppError(400, 'field_required', `${fieldLabel(field)} is required.`, field),
  invalidInput: (field?: string, message = 'Sorry, not all fields are filled out correctly.') =>
    new AppError(400, 'invalid_input', message, field),
  /** A text over its limit: the spec's generic message, with the field and `max_length`. */
  tooLong: (field: string, maxLength: number) =>
    new AppError(400, 'invalid_input', 'Sorry, not all fields are filled out correctly.', field, { max_length: maxLength }),
  emailInvalid: (field = 'email') => new AppError(400, 'email_invalid', 'Please enter a valid email address.', field),
  verifyCodeWrong: () => new AppError(400, 'verify_code_wrong', 'Wrong or expired verify code. Please try again.', 'code'),
  activationCodeInvalid: () => new AppError(400, 'activation_code_invalid', 'Activate code invalid.', 'code'),
  resendFailed: () => new AppError(400, 'resend_failed', 'Resend unsuccessful'),
  passcodeWrong: () => new AppError(400, 'passcode_wrong', 'Passcode is not correct. Please try again', 'passcode'),
  invalidConferenceLink: () => new AppError(404, 'invalid_conference_link', 'Invalid Conference link', 'alias'),
  permissionDenied: () => new AppError(403, 'permission_denied', 'You do not have permission to perform this function'),
  unauthorized: () => new AppError(401, 'unauthorized', 'Please sign in to continue.'),
  accountUnverified: () => new AppError(403, 'account_unverified', 'Please verify your account first.'),
  notFound: (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`),
  emailTaken: () => new AppError(409, 'email_taken', 'This email address is already registered.', 'email'),
  phoneTaken: () => new AppError(409, 'phone_taken', 'This phone number is already registered.', 'phone_number'),
  /** Clustered (REDIS_URL) and Redis cannot be reached: what needs the shared state is refused until it returns. */
  clusterUnavailable: () =>
    new AppError(
      503,
      'cluster_unavailable',
      'The service cannot reach its shared state right now. Please try again in a moment.',
      undefined,
      { retry_after: 5 },
      { 'retry-after': '5' },
    ),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'rate_limited',
      'Too many attempts. Please try again later.',
      undefined,
      { retry_after: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  mailLimit: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'mail_limit',
      'Too many messages were sent to this address or from this account. Please try again later.',
      undefined,
      { retry_after: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  passwordWrong: () => new AppError(400, 'password_wrong', 'Current password is not correct.', 'current_password'),
  passwordWeak: (field = 'password') => new AppError(400, 'password_weak', 'Password must be at least 8 characters.', field),
  credentialsInvalid: (message = 'Incorrect username or password.') => new AppError(401, 'credentials_invalid', message),
  balanceInsufficient: () => new AppError(400, 'balance_insufficient', 'Not enough balance to give this gift', 'amount'),
  fileTooBig: (limitMb: number) =>
    new AppError(413, 'file_too_big', `File is too big. The limit is ${limitMb} MB.`, 'file', { limit_mb: limitMb }),
  fileTypeInvalid: () => new AppError(415, 'file_type_invalid', 'Invalid file type.', 'file'),
  imageTooLarge: () => new AppError(400, 'image_too_large', 'Please select another image or video file of lower quality.', 'file'),
};

/** What the schema validator reports about one broken field (Fastify's FastifySchemaValidationError has these). */
type ValidationIssue = Pick<FastifySchemaValidationError, 'keyword' | 'instancePath' | 'params'>;

/** Turns a schema-validation failure into the product's message for the first broken field. */
export function validationError(issues: ValidationIssue[], context: string | undefined): AppError {
  const issue = issues[0];
  const fromPath = issue.instancePath.split('/').filter(Boolean)[0];
  if (issue.keyword === 'required') return errors.fieldRequired(String(issue.params.missingProperty));
  const field = fromPath;
  if (!field) return errors.invalidInput(undefined);
  // minLength 1 only fails on an empty string: the field was left empty.
  if (issue.keyword === 'minLength' && issue.params.limit === 1) return errors.fieldRequired(field);
  if (issue.keyword === 'format' && issue.params.format === 'email') return errors.emailInvalid(field);
  // Too long: the spec's words, with the limit (libs/contracts rules/limits) so a client can say it.
  if (issue.keyword === 'maxLength') return errors.tooLong(field, Number(issue.params.limit));
  void context;
  return errors.invalidInput(field);
}

/** Fastify error handler: product errors as they are, validation as 400, anything unexpected as a bare 500. */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).headers(error.headers).send(error.toBody());
  }
  if (error.validation) {
    const appError = validationError(error.validation, error.validationContext);
    return reply.status(400).send(appError.toBody());
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code =
      status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : status === 404 ? 'not_found' : 'invalid_input';
    const message = status === 400 ? 'Sorry, not all fields are filled out correctly.' : error.message;
    return reply.status(status).send({ code, message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ code: 'internal', message: 'Error, please try again!' });
}
