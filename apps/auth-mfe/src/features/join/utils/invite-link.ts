/** Paths an invite link of ours can have: /j/{alias}, /join/{alias}, /c/{alias}, /call/{alias}. */
const LINK_PATH = /^\/(?:j|join|c|call)\/([A-Za-z0-9_-]{1,64})\/?$/;
const BARE_ALIAS = /^[A-Za-z0-9_-]{3,64}$/;

/**
 * The event alias in what the user pasted: a bare alias, or an invite link on one of
 * `ourHosts` (the page's host and the environment's main domain). Anything else is null
 * ('Invalid Conference link'); the server then confirms the alias exists.
 */
export function inviteAliasOf(input: string, ourHosts: string[]): string | null {
  const value = input.trim();
  if (!value) return null;
  if (BARE_ALIAS.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const hosts = ourHosts.map((host) => host.toLowerCase()).filter(Boolean);
  if (!hosts.includes(url.host.toLowerCase())) return null;
  const match = LINK_PATH.exec(url.pathname);
  return match ? match[1] : null;
}

/** `https://meet.example.com/x` or `meet.example.com` -> `meet.example.com`. */
export function hostOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`).host;
  } catch {
    return null;
  }
}
