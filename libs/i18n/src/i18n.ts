import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { setDateLocale } from './dates';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  browserLanguages,
  detectLanguage,
  isLanguage,
  readStoredLanguage,
  type Language,
} from './language';

export type NamespaceResources = { en: Record<string, unknown>; vi: Record<string, unknown> };

/** The one i18next instance of the page (shared singleton through @platform/i18n). */
export const i18n: I18n = i18next.createInstance();

function syncDocument(language: string): void {
  setDateLocale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let ready: Promise<unknown> | null = null;

/** Initialises once with the language rule; remotes call it too and get the same instance. */
export function initI18n(language: Language = detectLanguage(readStoredLanguage(), browserLanguages())): Promise<unknown> {
  if (ready) return ready;
  const resources: Resource = { en: { common: en }, vi: { common: vi } };
  ready = i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: ['en', 'vi'],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  syncDocument(language);
  i18n.on('languageChanged', syncDocument);
  return ready;
}

/** Adds a remote's namespace in both languages (idempotent across remounts). */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  if (!ready) void initI18n();
  for (const language of ['en', 'vi'] as const) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

/** The user's choice: stored under `language` and applied at once; it wins on reload. */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage may be unavailable (private mode); the choice still applies now */
  }
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
