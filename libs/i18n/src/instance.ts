import { I18n } from './core/instance';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './language';

/** The one translation instance of the page (a singleton shared through @platform/i18n). */
export const i18n = new I18n({ fallbackLng: FALLBACK_LANGUAGE, supportedLngs: SUPPORTED_LANGUAGES, defaultNS: 'common' });
