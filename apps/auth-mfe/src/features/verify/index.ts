/** The verification code's shape, shared with the password reset. */
export { CODE_LENGTH, normaliseCode } from './utils/code-input';
/** The signup's secret, from the signup form to the code page. */
export { forgetSignupToken, rememberSignupToken, signupTokenFor } from './utils/signup-token';
