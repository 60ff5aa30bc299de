/** The language rule of spec §1 (owned by @platform/contracts, which the server applies too), and the browser's side of it. */
import { LANGUAGE_STORAGE_KEY } from '@platform/contracts/src/site/language';

export {
  SUPPORTED_LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  FALLBACK_LANGUAGE,
  isLanguage,
  detectLanguage,
  languageCookie,
  type Language,
} from '@platform/contracts/src/site/language';

export function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}
