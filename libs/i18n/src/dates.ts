import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

/** Date locales loaded by the product: en (built in), vi, zh-cn (spec §1). */
export const DATE_LOCALES = ['en', 'vi', 'zh-cn'] as const;

export function setDateLocale(locale: string): void {
  dayjs.locale(DATE_LOCALES.includes(locale as never) ? locale : 'en');
}

/** Formats in the user's time zone and current language: `formatDate(iso, 'LLL')`. */
export function formatDate(value: string | number | Date, format = 'LLL'): string {
  return dayjs(value).format(format);
}

export function fromNow(value: string | number | Date): string {
  return dayjs(value).fromNow();
}

export { dayjs };
