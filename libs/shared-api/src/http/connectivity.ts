import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface ConnectivityState {
  /** The last request could not reach its service (no response at all). */
  unreachable: boolean;
  since: number | null;
}

/** Whether the services can be reached: set by the API client, shown by the shell's banner. */
export const connectivityStore = createStore<ConnectivityState>()(() => ({ unreachable: false, since: null }));

export function markReachable(): void {
  if (connectivityStore.getState().unreachable) connectivityStore.setState({ unreachable: false, since: null });
}

export function markUnreachable(): void {
  if (!connectivityStore.getState().unreachable) connectivityStore.setState({ unreachable: true, since: Date.now() });
}

export function useConnectivity<T>(selector: (s: ConnectivityState) => T): T {
  return useStore(connectivityStore, selector);
}
