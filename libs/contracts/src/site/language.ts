/**
 * The language rule of spec §1, one owner for the browser (libs/i18n) and the server that sends the
 * page's first paint (apps/api site): the stored choice wins; otherwise Vietnamese when any browser
 * language contains `vi`, else English. The browser keeps the choice in localStorage and mirrors it
 * into the cookie of the same name, which is how the server reads it.
 */
export const SUPPORTED_LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function detectLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguages.some((lang) => lang.toLowerCase().includes('vi')) ? 'vi' : FALLBACK_LANGUAGE;
}

/** A cookie's value from a Cookie header, or null. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The browser's languages as its Accept-Language header lists them (q=0 excluded), most wanted first. */
export function acceptedLanguages(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/** The same rule for a request: the language cookie, else the Accept-Language header. */
export function requestLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  return detectLanguage(cookieValue(cookieHeader, LANGUAGE_STORAGE_KEY), acceptedLanguages(acceptLanguage));
}

/** The Set-Cookie value (document.cookie) that mirrors a stored choice for the server: a year, whole site. */
export const languageCookie = (language: Language) => `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
