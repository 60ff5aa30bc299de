import { describe, expect, it, vi } from 'vitest';
import { I18n } from './instance';

function instance() {
  const i18n = new I18n({ fallbackLng: 'en', supportedLngs: ['en', 'vi'], defaultNS: 'common' });
  i18n.addResourceBundle('en', 'common', {
    hello: 'Hello {{name}}',
    people_one: '{{count}} person',
    people_other: '{{count}} people',
    only: { english: 'Only in English' },
    empty: '',
    nested: { deeper: { leaf: 'Leaf' } },
  });
  i18n.addResourceBundle('vi', 'common', { hello: 'Xin chào {{name}}', people_other: '{{count}} người', empty: '' });
  i18n.addResourceBundle('en', 'room', { leave: 'Leave' });
  return i18n;
}

describe('the translation instance', () => {
  it('writes values as given (React escapes them), a missing value leaves its placeholder', async () => {
    const i18n = instance();
    await i18n.changeLanguage('en');
    expect(i18n.t('hello', { name: '<b>Lan</b> & "An"' })).toBe('Hello <b>Lan</b> & "An"');
    expect(i18n.t('hello')).toBe('Hello {{name}}');
    expect(i18n.t('hello', { name: undefined })).toBe('Hello ');
    expect(i18n.t('hello', { name: null })).toBe('Hello ');
    expect(i18n.t('hello', { name: 42 })).toBe('Hello 42');
  });

  it('chooses the plural form of the language: one/other in English, other in Vietnamese', async () => {
    const i18n = instance();
    await i18n.changeLanguage('en');
    expect([0, 1, 2, 5].map((count) => i18n.t('people', { count }))).toEqual(['0 people', '1 person', '2 people', '5 people']);
    await i18n.changeLanguage('vi');
    expect([0, 1, 2, 5].map((count) => i18n.t('people', { count }))).toEqual(['0 người', '1 người', '2 người', '5 người']);
  });

  it('falls back to English for a string Vietnamese lacks or leaves empty, then to the key without its namespace', async () => {
    const i18n = instance();
    await i18n.changeLanguage('vi');
    expect(i18n.t('only.english')).toBe('Only in English');
    expect(i18n.t('empty')).toBe('empty');
    expect(i18n.t('room:missing.key')).toBe('missing.key');
    expect(i18n.t('nested')).toBe('nested'); // an object is not a string
    expect(i18n.t('nested.deeper.leaf')).toBe('Leaf');
  });

  it('reads `ns:key`, an `ns` option, a fixed t, and a default value (interpolated)', async () => {
    const i18n = instance();
    await i18n.changeLanguage('en');
    expect(i18n.t('room:leave')).toBe('Leave');
    expect(i18n.t('leave', { ns: 'room' })).toBe('Leave');
    expect(i18n.getFixedT('en', 'room')('leave')).toBe('Leave');
    expect(i18n.getFixedT('vi', 'common')('hello', { name: 'Lan' })).toBe('Xin chào Lan');
    expect(i18n.getFixedT('en', 'room')('common:hello', { name: 'An' })).toBe('Hello An');
    expect(i18n.t('part.unknown', { defaultValue: 'Part {{n}}', n: 3 })).toBe('Part 3');
    expect(i18n.t('part.unknown', 'Given as a string')).toBe('Given as a string');
    expect(i18n.t('Note: a sentence, not a key')).toBe('Note: a sentence, not a key');
  });

  it('tells listeners of a language change and of strings added, and stops when they leave', async () => {
    const i18n = instance();
    const changed = vi.fn();
    const added = vi.fn();
    i18n.on('languageChanged', changed);
    i18n.store.on('added', added);
    await i18n.changeLanguage('vi');
    i18n.addResourceBundle('vi', 'late', { hi: 'Chào' }, true, true);
    expect(changed).toHaveBeenCalledWith('vi');
    expect(added).toHaveBeenCalledWith('vi', 'late', { hi: 'Chào' });
    expect(i18n.t('late:hi')).toBe('Chào');
    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('merges a second part of a namespace, the newer string winning, and keeps its own copy', async () => {
    const i18n = instance();
    await i18n.changeLanguage('en');
    const part = { nested: { deeper: { other: 'Other' } }, hello: 'Hi {{name}}' };
    i18n.addResourceBundle('en', 'common', part, true, true);
    part.hello = 'changed afterwards';
    expect(i18n.t('nested.deeper.leaf')).toBe('Leaf');
    expect(i18n.t('nested.deeper.other')).toBe('Other');
    expect(i18n.t('hello', { name: 'Lan' })).toBe('Hi Lan');
    expect(i18n.hasResourceBundle('en', 'room')).toBe(true);
    expect(i18n.hasResourceBundle('vi', 'room')).toBe(false);
  });
});
