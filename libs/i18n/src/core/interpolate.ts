import { lookup, type Strings } from './lookup';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** HTML-escapes a value (used by Trans, whose translation is parsed as markup after interpolation). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * `{{name}}` (also `{{- name}}`, `{{a.b}}`, `{{name, format}}` without a formatter) replaced by its
 * value, as i18next does with `escapeValue: false`: a value is written as `String(value)` (null as
 * nothing), never scanned again; a placeholder without a value stays as it is, unless the option is
 * there and undefined, which writes nothing.
 */
export function interpolate(template: string, values: Strings, escape = false): string {
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{(.+?)\}\}/g, (match, inner: string) => {
    let name = inner.trim();
    const raw = name.startsWith('-');
    if (raw) name = name.slice(1).trim();
    if (name.includes(',')) name = name.split(',')[0].trim();
    const value = lookup(values, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : match;
    const text = value == null ? '' : String(value);
    return escape && !raw ? escapeHtml(text) : text;
  });
}
