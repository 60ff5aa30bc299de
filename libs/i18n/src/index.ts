/** @platform/i18n: i18next with en and vi, the language rule, and date locales. */
export * from './language';
export * from './dates';
export * from './i18n';
export { Trans } from './Trans';
export { useTranslation, I18nextProvider } from 'react-i18next';
