import { OVERRIDE_QUERY, OVERRIDE_STORAGE_KEY, parseOverrideQuery, type Overrides } from '@platform/contracts/src/site/remote-versions';

// What the overrides mean is shared with the server (libs/contracts/src/site); where this browser keeps them is here.
export {
  OVERRIDE_QUERY,
  OVERRIDE_STORAGE_KEY,
  overridesAllowed,
  parseOverrideQuery,
  resolveRemotes,
} from '@platform/contracts/src/site/remote-versions';
export type { Overrides } from '@platform/contracts/src/site/remote-versions';

export function readStoredOverrides(): Overrides {
  try {
    const parsed = JSON.parse(localStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * Stores this browser's overrides (none: removes them), mirrored in a cookie so the server preloads
 * the overriding versions with the page, not the manifest's.
 */
export function storeOverrides(overrides: Overrides | null): void {
  const empty = !overrides || Object.keys(overrides).length === 0;
  if (empty) localStorage.removeItem(OVERRIDE_STORAGE_KEY);
  else localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  const value = empty
    ? ''
    : encodeURIComponent(
        Object.entries(overrides)
          .map(([name, version]) => `${name}@${version}`)
          .join(','),
      );
  document.cookie = `${OVERRIDE_STORAGE_KEY}=${value}; path=/; SameSite=Lax; ${empty ? 'max-age=0' : 'max-age=31536000'}`;
}

/** Applies `?remote-override=` to this browser's stored overrides and returns the overrides in force. */
export function currentOverrides(search: string): Overrides {
  const fromQuery = parseOverrideQuery(new URLSearchParams(search).get(OVERRIDE_QUERY));
  if (fromQuery === null) storeOverrides(null);
  else if (fromQuery) storeOverrides({ ...readStoredOverrides(), ...fromQuery });
  else storeOverrides(readStoredOverrides());
  return readStoredOverrides();
}
