import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface LoadedRemoteInfo {
  name: string;
  /** Version loaded in this page. */
  version: string;
  /** Version the environment's manifest points at now. */
  latest: string;
  overridden: boolean;
  /** Set when the version meant to run failed to load and this page runs `version`, its previous one, instead. */
  fallbackFrom?: string;
  status: 'pending' | 'loaded' | 'error';
}

export interface RuntimeInfo {
  env: string;
  shellVersion: string;
  remotes: Record<string, LoadedRemoteInfo>;
}

/** What this page runs: filled by the shell, read by the version panel and the update page. */
export const runtimeInfoStore = createStore<RuntimeInfo>()(() => ({ env: 'development', shellVersion: '0.0.0', remotes: {} }));

export function useRuntimeInfo<T>(selector: (s: RuntimeInfo) => T): T {
  return useStore(runtimeInfoStore, selector);
}
