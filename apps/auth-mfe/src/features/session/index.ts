/** Where a signed-in user goes next: the entry other auth features use. */
export { destinationAfterLogin } from './utils/after-login';
export { safeRedirect, DEFAULT_AFTER_LOGIN } from './utils/safe-redirect';
