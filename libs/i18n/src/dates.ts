import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

/** Date locales of the product: en (built in), vi, zh-cn (spec §1). */
export const DATE_LOCALES = ['en', 'vi', 'zh-cn'] as const;
type DateLocale = (typeof DATE_LOCALES)[number];

// Each locale is its own chunk, fetched the first time the language is used:
// a visitor downloads only the one they read.
const loaders: Record<Exclude<DateLocale, 'en'>, () => Promise<unknown>> = {
  vi: () => import('dayjs/locale/vi'),
  'zh-cn': () => import('dayjs/locale/zh-cn'),
};
const loaded = new Map<string, Promise<unknown>>([['en', Promise.resolve()]]);

/** Loads the locale if needed, then makes it dayjs's current one. */
export async function setDateLocale(locale: string): Promise<void> {
  const wanted: DateLocale = DATE_LOCALES.includes(locale as never) ? (locale as DateLocale) : 'en';
  if (!loaded.has(wanted)) loaded.set(wanted, loaders[wanted as Exclude<DateLocale, 'en'>]());
  try {
    await loaded.get(wanted);
    dayjs.locale(wanted);
  } catch {
    loaded.delete(wanted); // offline for a moment: keep the current locale, try again next time
  }
}

/** Formats in the user's time zone and current language: `formatDate(iso, 'LLL')`. */
export function formatDate(value: string | number | Date, format = 'LLL'): string {
  return dayjs(value).format(format);
}

export function fromNow(value: string | number | Date): string {
  return dayjs(value).fromNow();
}

export { dayjs };
