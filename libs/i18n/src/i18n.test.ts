import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, registerNamespace, setLanguage } from './i18n';
import { formatDate } from './dates';

describe('i18n instance', () => {
  beforeEach(async () => {
    await initI18n('en');
  });

  it('translates common strings in both languages', async () => {
    await setLanguage('en');
    expect(i18n.t('validation.email')).toBe('Please enter a valid email address.');
    await setLanguage('vi');
    expect(i18n.t('validation.email')).toBe('Vui lòng nhập địa chỉ email hợp lệ.');
    expect(localStorage.getItem('language')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('adds a remote namespace', async () => {
    registerNamespace('demo', { en: { hello: 'Hello' }, vi: { hello: 'Xin chào' } });
    await setLanguage('vi');
    expect(i18n.t('demo:hello')).toBe('Xin chào');
  });

  it('fetches a namespace only in the language in use, the other on switch', async () => {
    await setLanguage('en');
    const en = vi.fn(async () => ({ default: { hello: 'Hello' } }));
    const vietnamese = vi.fn(async () => ({ default: { hello: 'Xin chào' } }));
    await registerNamespace('lazy', { en, vi: vietnamese });
    expect(i18n.t('lazy:hello')).toBe('Hello');
    expect(vietnamese).not.toHaveBeenCalled();
    await setLanguage('vi');
    expect(vietnamese).toHaveBeenCalledTimes(1);
    expect(i18n.t('lazy:hello')).toBe('Xin chào');
    await setLanguage('en');
    await setLanguage('vi');
    expect(vietnamese).toHaveBeenCalledTimes(1);
  });

  it('formats dates in the current language', async () => {
    await setLanguage('vi');
    expect(formatDate('2026-03-05T10:00:00', 'dddd')).toBe('thứ năm');
    await setLanguage('en');
    expect(formatDate('2026-03-05T10:00:00', 'dddd')).toBe('Thursday');
  });
});
