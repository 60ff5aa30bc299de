/** @platform/i18n: en and vi strings, the language rule, and date locales (in-house, i18next's API). */
export * from './language';
export * from './dates';
export * from './i18n';
export { Trans } from './Trans';
export { useTranslation, I18nextProvider } from './react';
export type { TFunction } from './core/instance';
export type { TOptions } from './core/translate';
