/** What the user typed as an organisation: a domain, a URL or a work e-mail -> the bare domain. */
export function domainOf(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .split('@')
    .pop()!
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isDomain(value: string): boolean {
  return DOMAIN.test(value);
}

/** The organisation's sign-in page, only when it is an https (or local http) URL. */
export function organisationLoginUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:') return url.toString();
    if (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) return url.toString();
    return null;
  } catch {
    return null;
  }
}
