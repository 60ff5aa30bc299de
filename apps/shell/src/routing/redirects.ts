/** Shell-owned redirects of spec §2: join/{alias} -> j/{alias}, call/{alias} -> c/{alias}, / -> /app. */
export function redirectFor(pathname: string, search = ''): string | null {
  if (pathname === '/' || pathname === '') return '/app' + search;
  const join = /^\/join\/([^/]+)\/?$/.exec(pathname);
  if (join) return `/j/${join[1]}${search}`;
  const call = /^\/call\/([^/]+)\/?$/.exec(pathname);
  if (call) return `/c/${call[1]}${search}`;
  return null;
}
