/** The sign-in/sign-up form rules other auth screens reuse (reset, verify). */
export {
  formSummary,
  MIN_PASSWORD_LENGTH,
  validateReset,
  validateUsername,
  validateVerifyCode,
  type ResetValues,
} from './utils/credential-rules';
