import type { Plugin } from 'vite';
import { LANGUAGE_STORAGE_KEY } from '../../libs/contracts/src/site/language.ts';
import { TOKEN_KEY } from '../../libs/shared-api/src/session/storage.ts';
import { THEME_STORAGE_KEY } from '../../libs/ui/src/theme/theme-store.ts';

/**
 * The browser storage keys index.html's inline start-up script reads before any module runs, from
 * their owners (the session: libs/shared-api; the language: @platform/contracts; the theme: libs/ui),
 * written into the page at build time where it says `%PLATFORM_<NAME>%`, so no name has a second copy.
 */
export const PAGE_STORAGE_KEYS: Record<string, string> = {
  SESSION_KEY: TOKEN_KEY,
  LANGUAGE_KEY: LANGUAGE_STORAGE_KEY,
  THEME_KEY: THEME_STORAGE_KEY,
};

/** The page with each `%PLATFORM_<NAME>%` as the key's string literal; a name without an owner fails the build. */
export function withStorageKeys(html: string): string {
  return html.replace(/%PLATFORM_([A-Z_]+)%/g, (_, name: string) => {
    if (!Object.hasOwn(PAGE_STORAGE_KEYS, name)) throw new Error(`index.html names %PLATFORM_${name}%, which no library owns`);
    return JSON.stringify(PAGE_STORAGE_KEYS[name]);
  });
}

export const storageKeysPlugin = (): Plugin => ({
  name: 'platform-storage-keys',
  transformIndexHtml: { order: 'pre', handler: withStorageKeys },
});
