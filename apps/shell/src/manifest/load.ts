import { INLINE_MANIFEST_ID } from '@platform/contracts/src/site/manifest';
import type { EnvironmentManifest } from './types';

export const MANIFEST_URL = '/manifest.json';

function checked(manifest: EnvironmentManifest): EnvironmentManifest {
  if (!manifest || typeof manifest.remotes !== 'object') throw new Error('Manifest has no remotes');
  return manifest;
}

/** The manifest the server put in the page when it served it (one round trip less); null when absent or unreadable. */
function inlinedManifest(): EnvironmentManifest | null {
  const text = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    return checked(JSON.parse(text) as EnvironmentManifest);
  } catch {
    return null;
  }
}

/** The environment manifest: inlined in the page, else fetched, never from cache. */
export async function loadManifest(url = MANIFEST_URL): Promise<EnvironmentManifest> {
  const inlined = inlinedManifest();
  if (inlined) return inlined;
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Manifest request failed with status ${response.status}`);
  return checked((await response.json()) as EnvironmentManifest);
}
