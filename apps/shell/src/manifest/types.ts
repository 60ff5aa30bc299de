import type { EnvironmentConfig } from '@platform/shared-api';
import type { EnvironmentManifest as Manifest } from '@platform/contracts';

// The manifest's shape is a contract with the release scripts and the server (libs/contracts/src/site).
export type { FirstLoadUrls, LayoutName, RemoteChannel, RemoteRelease, ResolvedRemote, RouteEntry } from '@platform/contracts';

/** The environment manifest, with the environment config the shell applies. */
export type EnvironmentManifest = Manifest<EnvironmentConfig>;
