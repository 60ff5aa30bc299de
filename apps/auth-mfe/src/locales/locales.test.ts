import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';
import routes from '../routes.json';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const lookup = (resources: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], resources);

describe('auth locales', () => {
  it('has every English string in Vietnamese, and no extra ones', () => {
    expect(keys(vi).sort()).toEqual(keys(en).sort());
  });

  it('has no empty or untranslated placeholder strings', () => {
    for (const key of keys(vi)) expect(String(lookup(vi, key)).trim(), key).not.toBe('');
    expect(lookup(vi, 'credentials.signinHeading')).toBe('Đăng nhập');
  });

  it('names every route title in both languages', () => {
    for (const route of routes) {
      const key = route.title.replace(/^auth:/, '');
      expect(lookup(en, key), route.path).toBeTruthy();
      expect(lookup(vi, key), route.path).toBeTruthy();
    }
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) => (String(text).match(/{{\w+}}/g) ?? []).sort();
    for (const key of keys(en)) expect(placeholders(lookup(vi, key)), key).toEqual(placeholders(lookup(en, key)));
  });
});
