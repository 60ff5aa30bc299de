/** Compares dotted versions numerically (1.10.0 > 1.9.2); a pre-release sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const [coreA, preA] = a.replace(/^v/, '').split('-', 2);
  const [coreB, preB] = b.replace(/^v/, '').split('-', 2);
  const partsA = coreA.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const partsB = coreB.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
    const diff = (partsA[i] ?? 0) - (partsB[i] ?? 0);
    if (diff) return Math.sign(diff);
  }
  if (preA && !preB) return -1;
  if (!preA && preB) return 1;
  return preA && preB ? Math.sign(preA.localeCompare(preB)) : 0;
}

export interface VersionRow {
  name: string;
  loaded: string;
  /** What the environment's manifest points at now; null when unknown. */
  released: string | null;
  status: 'current' | 'update' | 'unknown';
}

/** Manifest shape the update check reads: the shell's version and each remote's current version. */
export interface ManifestVersions {
  shell?: { version: string };
  remotes: Record<string, { version: string }>;
}

/** One row per loaded part: is a newer version released than the one running in this page? */
export function versionRows(loaded: { shellVersion: string; remotes: Record<string, { version: string }> }, manifest: ManifestVersions | null): VersionRow[] {
  const row = (name: string, version: string, released: string | undefined): VersionRow => ({
    name,
    loaded: version,
    released: released ?? null,
    status: !released ? 'unknown' : compareVersions(released, version) > 0 ? 'update' : 'current',
  });
  const rows = [row('shell', loaded.shellVersion, manifest?.shell?.version)];
  for (const name of Object.keys(loaded.remotes).sort()) rows.push(row(name, loaded.remotes[name].version, manifest?.remotes[name]?.version));
  return rows;
}

export const hasUpdate = (rows: VersionRow[]) => rows.some((row) => row.status === 'update');
