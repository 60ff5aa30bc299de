/**
 * Runtime environment: where each backend service lives. Defaults come from the
 * environment manifest the shell fetches at start-up; any key can be overridden
 * per browser in localStorage under `env.<key>` (staging, local debugging).
 */
export type ServiceKey =
  'mainDomain' | 'accountApi' | 'callConfigApi' | 'conferenceApi' | 'signalController' | 'notificationApi' | 'loggerApi';

export interface EnvironmentConfig extends Record<ServiceKey, string> {
  /** Product segment of the conference service paths: /api/{product}/qrcode/... */
  product: string;
}

export const SERVICE_KEYS: ServiceKey[] = [
  'mainDomain',
  'accountApi',
  'callConfigApi',
  'conferenceApi',
  'signalController',
  'notificationApi',
  'loggerApi',
];

export const DEFAULT_ENVIRONMENT: EnvironmentConfig = {
  mainDomain: '',
  accountApi: '',
  callConfigApi: '/call-config',
  conferenceApi: '/conference',
  signalController: '/signal',
  notificationApi: '/notification',
  loggerApi: '/logger',
  product: 'meet',
};

export const ENV_OVERRIDE_PREFIX = 'env.';

let base: EnvironmentConfig = { ...DEFAULT_ENVIRONMENT };

/** Called by the shell with the manifest's `config` block. */
export function configureEnvironment(config: Partial<EnvironmentConfig> | undefined): void {
  base = { ...DEFAULT_ENVIRONMENT, ...(config ?? {}) };
}

function readOverride(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(ENV_OVERRIDE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** The effective environment: manifest values with local overrides applied. */
export function getEnvironment(): EnvironmentConfig {
  const env = { ...base };
  for (const key of [...SERVICE_KEYS, 'product'] as const) {
    const override = readOverride(key);
    if (override !== null && override !== '') env[key] = override;
  }
  return env;
}

export function setEnvironmentOverride(key: keyof EnvironmentConfig, value: string | null): void {
  if (value === null) globalThis.localStorage?.removeItem(ENV_OVERRIDE_PREFIX + key);
  else globalThis.localStorage?.setItem(ENV_OVERRIDE_PREFIX + key, value);
}

function origin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

/** Absolute base URL of a service; relative values resolve against the page origin. */
export function serviceBaseUrl(service: ServiceKey): string {
  const value = getEnvironment()[service];
  const resolved = new URL(value || '/', origin() + '/').toString();
  return resolved.replace(/\/+$/, '');
}

/** Websocket URL for a path on a service (http -> ws, https -> wss). */
export function serviceSocketUrl(service: ServiceKey, path: string): string {
  return (serviceBaseUrl(service) + path).replace(/^http/, 'ws');
}
