import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { registerApplication, unloadApplication } from 'single-spa';
import { reportClientError, runtimeInfoStore } from '@platform/shared-api';
import type { ResolvedRemote } from '../manifest/types';
import type { RouteTable } from '../routing/match';
import { errorLifecycles, guardedLifecycles, lifecyclesOf } from './lifecycles';
import { remoteNode } from './slots';

const attempts = new Map<string, number>();

function entryFor(remote: ResolvedRemote): string {
  const attempt = attempts.get(remote.name) ?? 0;
  // A failed module import is cached by the browser: a retry needs a fresh URL.
  return attempt === 0 ? remote.entry : `${remote.entry}${remote.entry.includes('?') ? '&' : '?'}retry=${attempt}`;
}

function setStatus(name: string, status: 'pending' | 'loaded' | 'error') {
  runtimeInfoStore.setState((s) => ({ remotes: { ...s.remotes, [name]: { ...s.remotes[name], status } } }));
}

/** Registers every remote with the Module Federation runtime and single-spa. */
export function registerRemoteApps(remotes: ResolvedRemote[], table: RouteTable): void {
  registerRemotes(
    remotes.map((remote) => ({ name: remote.name, entry: entryFor(remote), type: 'module' })),
    { force: true },
  );
  runtimeInfoStore.setState({
    remotes: Object.fromEntries(
      remotes.map((r) => [r.name, { name: r.name, version: r.version, latest: r.latest, overridden: Boolean(r.overriddenFrom), status: 'pending' as const }]),
    ),
  });

  for (const remote of remotes) {
    const node = remoteNode(remote.name);
    node.dataset.remoteVersion = remote.version;
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
          const module = await loadRemote(`${remote.name}/app`);
          const lifecycles = lifecyclesOf(module);
          setStatus(remote.name, 'loaded');
          return guardedLifecycles(remote.name, lifecycles, retry);
        } catch (error) {
          setStatus(remote.name, 'error');
          reportClientError(`remote:${remote.name}`, error, { phase: 'load', entry: remote.entry, version: remote.version });
          return errorLifecycles(remote.name, error, retry);
        }
      },
      activeWhen: (location) => table.match(location.pathname)?.remote === remote.name,
      customProps: () => ({ domElement: node, remoteName: remote.name, remoteVersion: remote.version }),
    });
  }
}
