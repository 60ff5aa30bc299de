/**
 * The environment manifest (`env/<env>.json`): which version of each remote a page loads, its route
 * table, and what its first render needs. Written by the release scripts, read by the shell in the
 * browser and by the API when it serves the page (to preload that first render with the HTML).
 */
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

/** Absolute URLs a page needs before its first render, requested with the HTML. */
export interface FirstLoadUrls {
  modules: string[];
  styles: string[];
  /** Strings chunks per language. */
  strings: Record<string, string[]>;
}

/** One published version of a remote. */
export interface RemoteRelease {
  version: string;
  /** URL of the remote entry, /remotes/<name>/<version>/remoteEntry-<hash>.js (content-addressed) */
  entry: string;
  routes: RouteEntry[];
  releasedAt?: string;
  firstLoad?: FirstLoadUrls;
}

export interface RemoteChannel extends RemoteRelease {
  /** Versions released before, newest first: rollback points back to the first. */
  previous?: string[];
  /** Every version still published, for staging overrides. */
  releases?: Record<string, RemoteRelease>;
}

/** The environment manifest the shell reads at start-up (inlined in the page, or fetched no-cache). */
export interface EnvironmentManifest<Config = Record<string, unknown>> {
  env: 'development' | 'staging' | 'production' | (string & {});
  shell?: { version: string };
  config?: Partial<Config>;
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

/** Where the server puts the manifest in the page it serves (a JSON data block the shell reads instead of fetching). */
export const INLINE_MANIFEST_ID = 'platform-manifest';
