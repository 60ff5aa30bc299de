import type { Notification } from '@platform/shared-api';

type Translate = (key: string, options: Record<string, unknown>) => string;

/** A name the server sends in every language ({ en, vi }): the reader's, else English. */
function inLanguage(value: unknown, language: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const names = value as Record<string, string>;
  return names[language.slice(0, 2)] ?? names.en ?? null;
}

/**
 * What a notification says in the reader's language: the server sends keys and parameters
 * (`text`); `title` and `body` are its English rendering, used for notifications without keys.
 */
export function notificationText(n: Notification, t: Translate, language: string): { title: string; body: string } {
  const text = n.text;
  if (!text) return { title: n.title, body: n.body };
  const params = { ...text.params };
  const gift = inLanguage(params.gift, language);
  // "Rose (20)" or, for a donation, the amount alone.
  params.what = gift ? `${gift} (${String(params.amount)})` : String(params.amount ?? '');
  return {
    title: t(`messages.${text.title_key}`, { ...params, defaultValue: n.title }),
    body: text.body_key ? t(`messages.${text.body_key}`, { ...params, defaultValue: n.body }) : n.body,
  };
}
