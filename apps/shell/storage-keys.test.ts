import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@platform/contracts';
import { TOKEN_KEY } from '@platform/shared-api/src/session/storage';
import { withStorageKeys } from './storage-keys';

describe("the page's start-up script", () => {
  it('reads the session, language and theme under the names their owners keep them, with no copy of its own', () => {
    const template = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');
    expect(template).not.toMatch(/'account\.tokenQ'|'language'|'theme'/);
    const page = withStorageKeys(template);
    expect(page).toContain(`localStorage.getItem(${JSON.stringify(TOKEN_KEY)})`);
    expect(page).toContain(`localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})`);
    expect(page).toContain('localStorage.getItem("theme")');
    expect(page).not.toContain('%PLATFORM_');
  });

  it('fails the build for a name no library owns', () => {
    expect(() => withStorageKeys('<script>localStorage.getItem(%PLATFORM_SECRET_KEY%)</script>')).toThrow(/no library owns/);
  });
});
