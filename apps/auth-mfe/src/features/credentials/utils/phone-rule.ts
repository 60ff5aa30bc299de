import type { normalisePhone } from '@platform/contracts';

let loading: Promise<typeof normalisePhone> | null = null;

/**
 * The server's phone rule (libs/contracts rules/phone.ts, libphonenumber with `min` metadata),
 * fetched on first need: the auth remote's first render does not carry the phone metadata.
 */
export function loadPhoneRule(): Promise<typeof normalisePhone> {
  loading ??= import('@platform/contracts').then(({ normalisePhone: rule }) => rule);
  return loading;
}
