import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { registerApplication, unloadApplication } from 'single-spa';
import { reportClientError, runtimeInfoStore } from '@platform/shared-api';
import type { ResolvedRemote } from '../manifest/types';
import type { RouteTable } from '../routing/match';
import { announceFallback } from './fallback-notice';
import { errorLifecycles, guardedLifecycles, lifecyclesOf, type Lifecycles } from './lifecycles';
import { remoteNode } from './slots';

const attempts = new Map<string, number>();

function entryFor(remote: ResolvedRemote): string {
  const attempt = attempts.get(remote.name) ?? 0;
  // A failed module import is cached by the browser: a retry needs a fresh URL.
  return attempt === 0 ? remote.entry : `${remote.entry}${remote.entry.includes('?') ? '&' : '?'}retry=${attempt}`;
}

function setStatus(name: string, status: 'pending' | 'loaded' | 'error', extra: { version?: string; fallbackFrom?: string } = {}) {
  runtimeInfoStore.setState((s) => ({ remotes: { ...s.remotes, [name]: { ...s.remotes[name], ...extra, status } } }));
}

async function importApp(name: string): Promise<Lifecycles> {
  return lifecyclesOf(await loadRemote(`${name}/app`));
}

/**
 * The remote's previous version, tried once per page when the current one
 * fails: the user gets a working page and is told which version runs.
 */
async function loadFallback(remote: ResolvedRemote, node: HTMLElement): Promise<Lifecycles | null> {
  const fallback = remote.fallback!;
  try {
    registerRemotes([{ name: remote.name, entry: fallback.entry, type: 'module' }], { force: true });
    const lifecycles = await importApp(remote.name);
    node.dataset.remoteVersion = fallback.version;
    setStatus(remote.name, 'loaded', { version: fallback.version, fallbackFrom: remote.version });
    announceFallback(remote.name, fallback.version, remote.version);
    return lifecycles;
  } catch (error) {
    reportClientError(`remote:${remote.name}`, error, { phase: 'fallback', entry: fallback.entry, version: fallback.version });
    // Retry goes back to the version the manifest wants.
    registerRemotes([{ name: remote.name, entry: entryFor(remote), type: 'module' }], { force: true });
    return null;
  }
}

/** Registers every remote with the Module Federation runtime and single-spa. */
export function registerRemoteApps(remotes: ResolvedRemote[], table: RouteTable): void {
  registerRemotes(
    remotes.map((remote) => ({ name: remote.name, entry: entryFor(remote), type: 'module' })),
    { force: true },
  );
  runtimeInfoStore.setState({
    remotes: Object.fromEntries(
      remotes.map((r) => [
        r.name,
        { name: r.name, version: r.version, latest: r.latest, overridden: Boolean(r.overriddenFrom), status: 'pending' as const },
      ]),
    ),
  });

  for (const remote of remotes) {
    const node = remoteNode(remote.name);
    node.dataset.remoteVersion = remote.version;
    let fallbackTried = false;
    const retry = () => {
      attempts.set(remote.name, (attempts.get(remote.name) ?? 0) + 1);
      registerRemotes([{ name: remote.name, entry: entryFor(remote), type: 'module' }], { force: true });
      setStatus(remote.name, 'pending');
      void unloadApplication(remote.name, { waitForUnmount: false });
    };
    registerApplication({
      name: remote.name,
      app: async () => {
        try {
          const lifecycles = await importApp(remote.name);
          node.dataset.remoteVersion = remote.version;
          setStatus(remote.name, 'loaded', { version: remote.version, fallbackFrom: undefined });
          return guardedLifecycles(remote.name, lifecycles, retry);
        } catch (error) {
          reportClientError(`remote:${remote.name}`, error, { phase: 'load', entry: remote.entry, version: remote.version });
          if (remote.fallback && !fallbackTried) {
            fallbackTried = true;
            const lifecycles = await loadFallback(remote, node);
            if (lifecycles) return guardedLifecycles(remote.name, lifecycles, retry);
          }
          setStatus(remote.name, 'error');
          return errorLifecycles(remote.name, error, retry);
        }
      },
      activeWhen: (location) => table.match(location.pathname)?.remote === remote.name,
      customProps: () => ({ domElement: node, remoteName: remote.name, remoteVersion: node.dataset.remoteVersion }),
    });
  }
}
