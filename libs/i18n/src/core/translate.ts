/**
 * What `t` does, the subset of i18next the product's strings use, with its rules kept: `ns:key`,
 * a namespace list tried in order, the current language then the fallback one, plurals by
 * Intl.PluralRules (`_zero` for 0, then `key_<category>`, the bare key, `key_other`), `defaultValue`
 * (also `defaultValue_<category>`), a missing string answered by its key (without the namespace),
 * empty strings and objects counted as missing, then `{{value}}` interpolation.
 */
import { interpolate } from './interpolate';
import { lookup, type Strings } from './lookup';

/** A call's options: the documented ones below, and any other name is a value for `{{name}}`. */
export interface TOptions {
  [value: string]: unknown;
  count?: number;
  defaultValue?: unknown;
  ns?: string | readonly string[];
  lng?: string;
  interpolation?: { escapeValue?: boolean };
}

export interface Catalogue {
  /** lng -> ns -> strings */
  data: Record<string, Record<string, Strings>>;
  defaultNS: string;
  /** The languages a key is looked up in, most wanted first. */
  codes: (language: string) => string[];
}

const rules = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: string, count: number): string {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language.replace(/_/g, '-'))));
  return `_${rule.select(count)}`;
}

/** i18next's test for "a key, not a sentence": no space or punctuation (before the first dot at least). */
function looksLikeObjectPath(key: string): boolean {
  const sentence = /( |,|\?|!|;)/;
  if (!sentence.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !sentence.test(key.substring(0, dot));
}

/** `ns:key` names its namespace, unless it reads as a sentence or carries a `$t(…)`. */
function splitNamespace(key: string, ns: TOptions['ns'], defaultNS: string): { key: string; namespaces: string[] } {
  let namespaces: string | readonly string[] = ns || defaultNS;
  if (key.includes(':') && looksLikeObjectPath(key) && !/\$t\(/.test(key)) {
    const parts = key.split(':');
    namespaces = parts.shift() as string;
    key = parts.join('.');
  }
  return { key, namespaces: typeof namespaces === 'string' ? [namespaces] : [...namespaces] };
}

const isValid = (value: unknown): boolean => value !== undefined && value !== null && value !== '';
/** Not a string, number or boolean (i18next's test; undefined passes it too). */
const notText = (value: unknown): boolean => !['string', 'number', 'boolean'].includes(typeof value);
const isObject = (value: unknown): boolean =>
  Boolean(value) && typeof value === 'object' && !(value instanceof Number) && !(value instanceof RegExp);

/** The first string found for `key` in `namespaces` x `codes`, each with its plural forms. */
function resolve(catalogue: Catalogue, key: string, namespaces: string[], codes: string[], count: number | undefined): unknown {
  for (const ns of namespaces) {
    for (const code of codes) {
      // Tried from the last: `_zero` (count 0), `_<category>`, the bare key, then `_other`.
      const keys = [key];
      if (count !== undefined) {
        const suffix = pluralSuffix(code, count);
        keys.push(key + suffix);
        if (count === 0) keys.push(`${key}_zero`);
        if (suffix !== '_other') keys.unshift(`${key}_other`);
      }
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const found = lookup(catalogue.data[code]?.[ns], keys[i]);
        if (isValid(found)) return found;
      }
    }
  }
  return undefined;
}

function hasDefaultValue(options: TOptions): boolean {
  return Object.keys(options).some((name) => name.startsWith('defaultValue') && options[name] !== undefined);
}

/** The translation of `key` in `language`, as i18next's `t(key, options)` gives it with the product's settings. */
export function translate(catalogue: Catalogue, language: string, rawKey: unknown, given: TOptions | string = {}): string {
  if (rawKey == null) return '';
  const options: TOptions = typeof given === 'string' ? { defaultValue: given } : { ...given };
  const lng = options.lng || language;
  const { key, namespaces } = splitNamespace(String(rawKey), options.ns, catalogue.defaultNS);
  const plural = options.count !== undefined && typeof options.count !== 'string';
  const count = plural ? options.count : undefined;
  let result = resolve(catalogue, key, namespaces, catalogue.codes(lng), count);

  const suffix = count !== undefined ? pluralSuffix(lng, count) : '';
  const defaultValue =
    (count === 0 && options.defaultValue_zero) ||
    options[`defaultValue${suffix}`] ||
    (options.defaultValue ?? (plural ? options.defaultValue_other : undefined));
  const withDefault = hasDefaultValue(options);
  const objectFound = isObject(result || (withDefault ? defaultValue : undefined));
  if (objectFound) result = undefined; // an object is not a string: the default, else the key
  let usedDefault = false;
  if (!isValid(result) && withDefault && !(objectFound && notText(defaultValue))) {
    usedDefault = true;
    result = defaultValue;
  }
  if (!isValid(result) && !(usedDefault && result === '')) result = key;
  if (typeof result !== 'string') return result as string;
  const values = options.replace && typeof options.replace === 'object' ? (options.replace as TOptions) : options;
  return interpolate(result, values, options.interpolation?.escapeValue === true);
}
