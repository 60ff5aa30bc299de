import type { EnvironmentManifest, ResolvedRemote } from './manifest';

/**
 * Staging overrides of remote versions, per browser: kept in localStorage by the shell and mirrored
 * in a cookie of the same name, so the server preloads the version the browser will load.
 */
export const OVERRIDE_STORAGE_KEY = 'platform.remoteOverrides';
export const OVERRIDE_QUERY = 'remote-override';

export type Overrides = Record<string, string>;

/** `events@0.2.0,call@1.0.0` -> { events: '0.2.0', call: '1.0.0' }; `clear` -> null. */
export function parseOverrideQuery(value: string | null): Overrides | null | undefined {
  if (value === null) return undefined;
  if (value === 'clear' || value === '') return null;
  const out: Overrides = {};
  for (const part of value.split(',')) {
    const [name, version] = part.split('@');
    if (name && version) out[name.trim()] = version.trim();
  }
  return out;
}

/** Only staging honours per-browser overrides; production and development ignore them. */
export function overridesAllowed(manifest: EnvironmentManifest): boolean {
  return manifest.env === 'staging';
}

/** The newest previous version still published, other than `version`. */
function previousRelease(channel: EnvironmentManifest['remotes'][string], version: string) {
  const candidates = channel.version === version ? (channel.previous ?? []) : [channel.version, ...(channel.previous ?? [])];
  const found = candidates.find((v) => v !== version && channel.releases?.[v]);
  return found ? channel.releases![found] : undefined;
}

/**
 * The remotes to load: the manifest's versions, with staging overrides applied
 * where the overriding version is still published, each with the release to
 * fall back to if it fails to load.
 */
export function resolveRemotes(manifest: EnvironmentManifest, overrides: Overrides = {}): ResolvedRemote[] {
  const allowed = overridesAllowed(manifest);
  return Object.entries(manifest.remotes).map(([name, channel]) => {
    const wanted = allowed ? overrides[name] : undefined;
    const release = wanted && wanted !== channel.version ? channel.releases?.[wanted] : undefined;
    if (release) {
      return {
        name,
        version: release.version,
        entry: release.entry,
        routes: release.routes,
        firstLoad: release.firstLoad,
        overriddenFrom: channel.version,
        latest: channel.version,
        fallback: previousRelease(channel, release.version),
      };
    }
    return {
      name,
      version: channel.version,
      entry: channel.entry,
      routes: channel.routes,
      firstLoad: channel.firstLoad,
      latest: channel.version,
      fallback: previousRelease(channel, channel.version),
    };
  });
}
