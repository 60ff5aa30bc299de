/**
 * The in-house translation against i18next and react-i18next (devDependencies of this test only,
 * configured as the product configured them before): every key of every namespace, in en and vi,
 * with sample values for its placeholders, counts 0/1/2/5, `ns:key`, defaults and missing keys,
 * and every markup string through Trans, must read the same.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Trans as OldTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { I18n } from './core/instance';
import type { Strings } from './core/lookup';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './language';
import { Trans as NewTrans } from './rich-text';

const ROOT = join(import.meta.dirname, '../../..');
/** Each namespace and the folders of its parts (registered under that name in the product). */
const NAMESPACES: Record<string, string[]> = {
  common: ['libs/i18n/src/locales'],
  auth: ['apps/auth-mfe/src/locales'],
  call: ['apps/call-mfe/src/locales', 'apps/call-mfe/src/locales/room'],
  callMedia: ['apps/call-mfe/src/features/media/locales'],
  events: ['apps/events-mfe/src/locales'],
  gift: ['apps/gift-mfe/src/locales'],
  settings: ['apps/settings-mfe/src/locales'],
  shellNotifications: ['apps/shell/src/ui/notifications/locales'],
};
const LANGUAGES = ['en', 'vi'] as const;
const read = (folder: string, language: string) => JSON.parse(readFileSync(join(ROOT, folder, `${language}.json`), 'utf8')) as Strings;

function localeFolders(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', '.data'].includes(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) localeFolders(path, found);
    else if (name === 'en.json' && dir.includes('locales')) found.push(relative(ROOT, dir));
  }
  return found;
}

function flatten(strings: Strings, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value as Strings, path, out);
    else out[path] = String(value);
  }
  return out;
}

async function instances() {
  const old = i18next.createInstance();
  await old.init({
    resources: {},
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const ours = new I18n({ fallbackLng: FALLBACK_LANGUAGE, supportedLngs: SUPPORTED_LANGUAGES, defaultNS: 'common' });
  await ours.changeLanguage('en');
  const keys: Record<string, Set<string>> = {};
  const templates: Record<string, string[]> = {};
  for (const [ns, folders] of Object.entries(NAMESPACES)) {
    keys[ns] = new Set();
    for (const folder of folders)
      for (const language of LANGUAGES) {
        const strings = read(folder, language);
        old.addResourceBundle(language, ns, strings, true, true);
        ours.addResourceBundle(language, ns, strings, true, true);
        for (const [key, template] of Object.entries(flatten(strings))) {
          const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
          keys[ns].add(key).add(base);
          (templates[`${ns}:${base}`] ??= []).push(template);
        }
      }
  }
  return { old, ours, keys, templates };
}

/** A value for each placeholder, with markup and quotes that must come through as written. */
function samples(templates: string[]): Record<string, string> {
  const names = templates.flatMap((template) => [...template.matchAll(/\{\{-?\s*([^},]+?)\s*(,[^}]*)?\}\}/g)].map((m) => m[1]));
  return Object.fromEntries(names.filter((name) => name !== 'count').map((name) => [name, `<b>${name}</b> & "it's"`]));
}

describe('the in-house translation reads as i18next did', () => {
  it('covers every locale folder of the product', () => {
    const registered = Object.values(NAMESPACES).flat().sort();
    expect(
      localeFolders(join(ROOT, 'apps'))
        .concat(localeFolders(join(ROOT, 'libs')))
        .sort(),
    ).toEqual(registered);
  });

  it('gives the same text for every key, language, placeholder, count and call form', async () => {
    const { old, ours, keys, templates } = await instances();
    const differences: string[] = [];
    let compared = 0;
    const same = (label: string, a: unknown, b: unknown) => {
      compared += 1;
      if (a !== b) differences.push(`${label}: i18next ${JSON.stringify(a)} / ours ${JSON.stringify(b)}`);
    };
    for (const language of LANGUAGES) {
      await old.changeLanguage(language);
      await ours.changeLanguage(language);
      for (const [ns, nsKeys] of Object.entries(keys)) {
        const oldT = old.getFixedT(language, ns);
        const newT = ours.getFixedT(language, ns);
        for (const key of nsKeys) {
          const values = samples(templates[`${ns}:${key}`] ?? []);
          const calls: [string, Record<string, unknown> | undefined][] = [
            [key, undefined],
            [key, values],
            ...[0, 1, 2, 5].map((count): [string, Record<string, unknown>] => [key, { ...values, count }]),
            [key, { ...values, defaultValue: 'Default {{what}}', what: 'here' }],
            [`${key}.missing`, { ...values, count: 1 }],
            [`${key}.missing`, { defaultValue: 'Default {{what}}', what: 'here' }],
            [`${key}_missing`, { defaultValue: '' }],
          ];
          for (const [k, options] of calls) {
            const label = `${language} ${ns}:${k} ${JSON.stringify(options ?? {})}`;
            same(label, oldT(k, options as never), newT(k, options as never));
            same(`t("ns:") ${label}`, old.t(`${ns}:${k}`, options as never), ours.t(`${ns}:${k}`, options));
            same(`{ ns } ${label}`, old.t(k, { ...options, ns } as never), ours.t(k, { ...options, ns }));
          }
        }
      }
      // A key written as a sentence is not split at its colon; an object is not a string.
      for (const k of ['Note: not a key', 'versions', 'common:versions', 'validation', 'a:b:c'])
        same(`${language} ${k}`, old.t(k), ours.t(k));
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(20_000);
  }, 60_000);

  it('renders every translation with markup the same through Trans', async () => {
    const { old, ours, keys, templates } = await instances();
    const marked = Object.entries(keys).flatMap(([ns, nsKeys]) =>
      [...nsKeys].filter((key) => templates[`${ns}:${key}`]?.some((t) => /<\w+/.test(t))).map((key) => [ns, key] as const),
    );
    expect(marked.length).toBeGreaterThanOrEqual(3);
    for (const language of LANGUAGES) {
      await old.changeLanguage(language);
      await ours.changeLanguage(language);
      for (const [ns, key] of marked)
        for (const username of ['an@example.com', '<i>x</i> & "y" &amp; {{username}}', '']) {
          const props = { i18nKey: key, values: { username }, components: { strong: createElement('strong') } };
          const before = renderToStaticMarkup(createElement(OldTrans, { ...props, t: old.getFixedT(language, ns), i18n: old } as never));
          const after = renderToStaticMarkup(createElement(NewTrans, { ...props, t: ours.getFixedT(language, ns), i18n: ours }));
          expect(after, `${language} ${ns}:${key} ${username}`).toBe(before);
        }
    }
  });
});
