import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, registerNamespace, setLanguage } from './i18n';
import { formatDate, fromNow } from './dates';

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

  it('says one second or minute in the singular in English (Vietnamese has one form)', async () => {
    await setLanguage('en');
    expect(i18n.t('errors.rateLimited', { seconds: 1, count: 1 })).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(i18n.t('errors.rateLimited', { seconds: 2, count: 2 })).toBe('Too many attempts. Please wait 2 seconds and try again.');
    expect(i18n.t('errors.mailLimit', { minutes: 1, count: 1 })).toMatch(/in 1 minute\.$/);
    await setLanguage('vi');
    expect(i18n.t('errors.rateLimited', { seconds: 1, count: 1 })).toBe('Quá nhiều lần thử. Vui lòng đợi 1 giây rồi thử lại.');
  });

  it('mirrors the chosen language into its cookie, so the server sends the next page in it', async () => {
    await setLanguage('vi');
    expect(document.cookie).toMatch(/(^|; )language=vi(;|$)/);
    await setLanguage('en');
    expect(document.cookie).toMatch(/(^|; )language=en(;|$)/);
  });

  it('registering the same strings again adds nothing, so translated components do not re-render for it', async () => {
    const strings = { en: { hi: 'Hi' }, vi: { hi: 'Chào' } };
    await registerNamespace('again', strings);
    const added = vi.fn();
    i18n.store.on('added', added);
    await registerNamespace('again', strings);
    await registerNamespace('again', strings);
    i18n.store.off('added', added);
    expect(added).not.toHaveBeenCalled();
    expect(i18n.t('again:hi')).toBe(i18n.language === 'vi' ? 'Chào' : 'Hi');
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

  it('a remote that registers its strings while a language switch loads is shown in the new language, never as keys', async () => {
    await setLanguage('vi');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    registerNamespace('slowpoke', { en: async () => gate.then(() => ({ default: { ok: 'OK' } })), vi: { ok: 'Được' } });
    const switching = setLanguage('en');
    // The remote starts during the switch: it registers while the page is still in Vietnamese.
    await registerNamespace('starter', {
      en: async () => ({ default: { hello: 'Hello' } }),
      vi: async () => ({ default: { hello: 'Xin chào' } }),
    });
    expect(i18n.t('starter:hello')).toBe('Xin chào');
    release();
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('starter:hello')).toBe('Hello');
    expect(i18n.t('slowpoke:ok')).toBe('OK');
  });

  it('a namespace registered while the language changes gets the strings of the language it ends in', async () => {
    await setLanguage('vi');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const registered = registerNamespace('midway', {
      en: async () => ({ default: { hi: 'Hi' } }),
      vi: async () => gate.then(() => ({ default: { hi: 'Chào' } })),
    });
    // The Vietnamese strings are still on their way when the language becomes English.
    await i18n.changeLanguage('en');
    release();
    await registered;
    expect(i18n.t('midway:hi')).toBe('Hi');
  });

  it("adds a namespace's second part when it is registered, and both parts on a language switch", async () => {
    await setLanguage('en');
    const landing = {
      en: vi.fn(async () => ({ default: { title: 'Join' } })),
      vi: vi.fn(async () => ({ default: { title: 'Tham gia' } })),
    };
    const room = {
      en: vi.fn(async () => ({ default: { room: { leave: 'Leave' } } })),
      vi: vi.fn(async () => ({ default: { room: { leave: 'Rời phòng' } } })),
    };
    await registerNamespace('parted', landing);
    expect(i18n.t('parted:title')).toBe('Join');
    expect(room.en).not.toHaveBeenCalled();
    await registerNamespace('parted', room);
    await registerNamespace('parted', room); // a remount adds nothing
    expect(i18n.t('parted:room.leave')).toBe('Leave');
    expect(i18n.t('parted:title')).toBe('Join');
    await setLanguage('vi');
    expect(i18n.t('parted:title')).toBe('Tham gia');
    expect(i18n.t('parted:room.leave')).toBe('Rời phòng');
    expect(room.en).toHaveBeenCalledTimes(1);
    expect(room.vi).toHaveBeenCalledTimes(1);
    await setLanguage('en');
  });

  it('formats dates in the current language', async () => {
    await setLanguage('vi');
    expect(formatDate('2026-03-05T10:00:00', 'dddd')).toBe('Thứ Năm');
    expect(formatDate('2026-03-05T15:30:00', 'HH:mm')).toBe('15:30');
    expect(formatDate('2026-03-10T14:00:00', 'LL · LT')).toBe('10 tháng 3 năm 2026 · 14:00');
    await setLanguage('en');
    expect(formatDate('2026-03-05T10:00:00', 'dddd')).toBe('Thursday');
    expect(formatDate('2026-03-05T15:30:00', 'ddd, LL LT')).toBe('Thu, March 5, 2026 3:30 PM');
    expect(formatDate('2026-03-05T15:30:00', 'YYYY-MM-DD')).toBe('2026-03-05');
    expect(formatDate('2026-03-05T15:30:00', 'Z')).toMatch(/^[+-]\d\d:\d\d$/);
  });

  it('says how long ago in the current language', async () => {
    const now = Date.parse('2026-03-05T10:00:00Z');
    await setLanguage('en');
    expect(fromNow('2026-03-05T09:55:00Z', now)).toBe('5 minutes ago');
    expect(fromNow('2026-03-04T10:00:00Z', now)).toBe('yesterday');
    await setLanguage('vi');
    expect(fromNow('2026-03-05T08:00:00Z', now)).toBe('2 giờ trước');
    await setLanguage('en');
  });
});
