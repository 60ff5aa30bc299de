import { describe, expect, it } from 'vitest';
import { acceptedLanguages, cookieValue, requestLanguage } from './language';

describe('the language rule for a request', () => {
  it('reads the stored choice from its cookie first, then the browser languages as Accept-Language lists them', () => {
    expect(requestLanguage('theme=dark; language=vi', 'en-US,en;q=0.9')).toBe('vi');
    expect(requestLanguage(undefined, 'en-US,vi;q=0.5')).toBe('vi');
    expect(requestLanguage('language=klingon', 'fr-FR')).toBe('en');
  });
  it('lists Accept-Language by weight without the refused ones', () => {
    expect(acceptedLanguages('de;q=0.2, fr-FR, vi;q=0')).toEqual(['fr-FR', 'de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
  it('reads a cookie by its exact name, and none from a malformed value', () => {
    expect(cookieValue('xlanguage=vi; language=en', 'language')).toBe('en');
    expect(cookieValue('language=%E0%A4%A', 'language')).toBeNull();
  });
});
