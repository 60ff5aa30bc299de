import semver from 'semver';

/** A version as semver reads it; short forms such as `0.1` or `v2` are completed (`0.1.0`, `2.0.0`). */
function normalise(version: string): string | null {
  return semver.valid(version) ?? semver.coerce(version, { includePrerelease: true })?.version ?? null;
}

/** True when `released` is a newer version than `loaded` (semver order: 1.10.0 > 1.9.2, 1.0.0-beta < 1.0.0). */
export function isNewerVersion(released: string, loaded: string): boolean {
  const newer = normalise(released);
  const current = normalise(loaded);
  return Boolean(newer && current && semver.gt(newer, current));
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
export function versionRows(
  loaded: { shellVersion: string; remotes: Record<string, { version: string }> },
  manifest: ManifestVersions | null,
): VersionRow[] {
  const row = (name: string, version: string, released: string | undefined): VersionRow => ({
    name,
    loaded: version,
    released: released ?? null,
    status: !released ? 'unknown' : isNewerVersion(released, version) ? 'update' : 'current',
  });
  const rows = [row('shell', loaded.shellVersion, manifest?.shell?.version)];
  for (const name of Object.keys(loaded.remotes).sort())
    rows.push(row(name, loaded.remotes[name].version, manifest?.remotes[name]?.version));
  return rows;
}

export const hasUpdate = (rows: VersionRow[]) => rows.some((row) => row.status === 'update');
