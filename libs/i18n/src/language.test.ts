import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it('uses Vietnamese when a browser language contains vi', () => {
    expect(detectLanguage(null, ['vi-VN', 'en-US'])).toBe('vi');
    expect(detectLanguage(null, ['en-US', 'vi'])).toBe('vi');
  });
  it('falls back to English otherwise', () => {
    expect(detectLanguage(null, ['fr-FR'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
  it('lets the stored choice win, including Vietnamese (no read-back-as-English bug)', () => {
    expect(detectLanguage('vi', ['en-US'])).toBe('vi');
    expect(detectLanguage('en', ['vi-VN'])).toBe('en');
  });
  it('ignores a stored value that is not a supported language', () => {
    expect(detectLanguage('zh', ['vi-VN'])).toBe('vi');
    expect(detectLanguage('', ['de'])).toBe('en');
  });
});
