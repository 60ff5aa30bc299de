import type { EnvironmentManifest } from './types';

export const MANIFEST_URL = '/manifest.json';

/** Fetches the environment manifest, never from cache. */
export async function loadManifest(url = MANIFEST_URL): Promise<EnvironmentManifest> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Manifest request failed with status ${response.status}`);
  const manifest = (await response.json()) as EnvironmentManifest;
  if (!manifest || typeof manifest.remotes !== 'object') throw new Error('Manifest has no remotes');
  return manifest;
}
