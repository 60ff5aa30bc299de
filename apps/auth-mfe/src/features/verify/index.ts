/** The verification code's shape, shared with the password reset. */
export { CODE_LENGTH, normaliseCode } from './utils/code-input';
