import type { EnvironmentConfig } from '@platform/shared-api';

export type LayoutName = 'public' | 'auth' | 'main' | 'oauth';

/** One route of a remote's route table. */
export interface RouteEntry {
  /** Path pattern: static segments, `:params`, and an optional trailing `*`. */
  path: string;
  layout: LayoutName;
  /** i18n key of the page title (`namespace:key`); empty for the default title. */
  title?: string;
  /** Login required (spec §2). */
  login?: boolean;
}

/** One published version of a remote. */
export interface RemoteRelease {
  version: string;
  /** URL of remoteEntry.js, usually /remotes/<name>/<version>/remoteEntry.js */
  entry: string;
  routes: RouteEntry[];
  releasedAt?: string;
}

export interface RemoteChannel extends RemoteRelease {
  /** Versions released before, newest first: rollback points back to the first. */
  previous?: string[];
  /** Every version still published, for staging overrides. */
  releases?: Record<string, RemoteRelease>;
}

/** The environment manifest the shell fetches at start-up (no-cache). */
export interface EnvironmentManifest {
  env: 'development' | 'staging' | 'production' | (string & {});
  shell?: { version: string };
  config?: Partial<EnvironmentConfig>;
  remotes: Record<string, RemoteChannel>;
}

/** A remote as the shell will load it. */
export interface ResolvedRemote extends RemoteRelease {
  name: string;
  /** Set when a staging override replaced the manifest's version. */
  overriddenFrom?: string;
  latest: string;
  /** The release to load instead, once, when this one fails: the manifest's previous version. */
  fallback?: RemoteRelease;
}
