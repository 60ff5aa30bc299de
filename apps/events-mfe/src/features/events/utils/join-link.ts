/**
 * What a user pastes into "Join": an invite link (…/j/{alias}, /join/, /c/, /call/)
 * or a bare alias. Returns where to go, or null for 'Invalid Conference link'.
 */
export interface JoinTarget {
  alias: string;
  /** Query kept from the link (e.g. a speaker's `?speaker=`). */
  search: string;
}

/** Aliases are letters, digits, dash and underscore (3-64). */
export const ALIAS_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/;
const JOIN_PATH = /^\/(?:j|join|c|call)\/([^/?#]+)\/?$/;

export function parseJoinInput(input: string): JoinTarget | null {
  const value = input.trim();
  if (!value) return null;
  if (ALIAS_PATTERN.test(value)) return { alias: value, search: '' };
  let url: URL;
  try {
    // Links without a scheme ("convene.app/j/abc") are still links.
    url = new URL(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : value.startsWith('/') ? `https://host.invalid${value}` : `https://${value}`,
    );
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = JOIN_PATH.exec(url.pathname);
  if (!match) return null;
  let alias: string;
  try {
    alias = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (!ALIAS_PATTERN.test(alias)) return null;
  const keep = new URLSearchParams();
  for (const key of ['speaker', 'role']) {
    const v = url.searchParams.get(key);
    if (v) keep.set(key, v);
  }
  const search = keep.toString();
  return { alias, search: search ? `?${search}` : '' };
}

/** The join page of a target. */
export const joinPath = (target: JoinTarget) => `/j/${encodeURIComponent(target.alias)}${target.search}`;
