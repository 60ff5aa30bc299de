/**
 * Dates in the user's time zone and language with the browser's Intl (no date library and no
 * locale files in the download: every browser carries en, vi and zh-CN). `formatDate` takes the
 * short format tokens the apps use (`LLL`, `ddd, LL`, `LT`, `HH:mm`, `Z`...), each rendered by
 * Intl for the current locale.
 */

/** Date locales of the product: en, vi, zh-cn (spec §1). */
export const DATE_LOCALES = ['en', 'vi', 'zh-cn'] as const;
type DateLocale = (typeof DATE_LOCALES)[number];
const INTL_TAGS: Record<DateLocale, string> = { en: 'en-US', vi: 'vi-VN', 'zh-cn': 'zh-CN' };

let current: DateLocale = 'en';

/** Makes `locale` the one dates are written in (unknown ones fall back to English). */
export async function setDateLocale(locale: string): Promise<void> {
  current = DATE_LOCALES.includes(locale as never) ? (locale as DateLocale) : 'en';
}

const formats = new Map<string, Intl.DateTimeFormat>();
function intl(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${current}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_TAGS[current], options)));
  return format;
}

const pad = (n: number) => String(n).padStart(2, '0');

function offset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

// Vietnamese writes a date "10 tháng 3 năm 2027" (Intl says "10 tháng 3, 2027"): the product's form.
const LONG_FORMATS: Partial<Record<DateLocale, Record<'LLL' | 'lll' | 'LL', string>>> = {
  vi: { LL: 'D [tháng] M [năm] YYYY', LLL: 'D [tháng] M [năm] YYYY HH:mm', lll: 'DD/MM/YYYY HH:mm' },
};
function long(token: 'LLL' | 'lll' | 'LL', options: Intl.DateTimeFormatOptions) {
  return (d: Date) => {
    const pattern = LONG_FORMATS[current]?.[token];
    return pattern ? formatDate(d, pattern) : intl(options).format(d);
  };
}

/** What each token writes (longest tokens first in TOKEN, so `LLL` is not read as `LL` + `L`). */
const RENDER: Record<string, (date: Date) => string> = {
  LLL: long('LLL', { dateStyle: 'long', timeStyle: 'short' }),
  lll: long('lll', { dateStyle: 'medium', timeStyle: 'short' }),
  LL: long('LL', { dateStyle: 'long' }),
  LT: (d) => intl({ timeStyle: 'short' }).format(d),
  dddd: (d) => intl({ weekday: 'long' }).format(d),
  ddd: (d) => intl({ weekday: 'short' }).format(d),
  MMMM: (d) => intl({ month: 'long' }).format(d),
  MMM: (d) => intl({ month: 'short' }).format(d),
  YYYY: (d) => String(d.getFullYear()),
  MM: (d) => pad(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  DD: (d) => pad(d.getDate()),
  D: (d) => String(d.getDate()),
  HH: (d) => pad(d.getHours()),
  mm: (d) => pad(d.getMinutes()),
  Z: offset,
};
const TOKEN = /\[([^\]]*)\]|LLL|lll|LL|LT|dddd|ddd|MMMM|MMM|YYYY|MM|M|DD|D|HH|mm|Z/g;

/** Formats in the user's time zone and current language: `formatDate(iso, 'LLL')`; `[text]` is literal. */
export function formatDate(value: string | number | Date, format = 'LLL'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Intl separates times with narrow no-break spaces ("3:30 PM"); plain spaces read and match the same.
  return format.replace(TOKEN, (token, literal?: string) => literal ?? RENDER[token](date)).replace(/[\u202f\u00a0]/g, ' ');
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "in 2 hours" in the current language. */
export function fromNow(value: string | number | Date, now: number = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const relative = new Intl.RelativeTimeFormat(INTL_TAGS[current], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'second');
}
