/**
 * The room's viewer grant on an HLS request (issue 26): the grant's parameters (`viewer`, `expires`,
 * `sig`, `md5`) replace any the URL already carries, so a renewed grant applies to the playlist's next
 * reload and to every segment (hls.js resolves segment names against the playlist without its query).
 */
export function withGrant(url: string, grantQuery: string | null): string {
  if (!grantQuery) return url;
  const target = new URL(url);
  for (const [name, value] of new URLSearchParams(grantQuery)) target.searchParams.set(name, value);
  return target.href;
}

/** When to ask for the next grant: at half the current one's life, and never sooner than in 5 s. */
export function renewDelayMs(expiresAt: number, now = Date.now()): number {
  return Math.max(5000, Math.floor((expiresAt - now) / 2));
}
