import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface LoadingBarState {
  /** 0 hidden; between 0 and 1 while a navigation runs; 1 finishing. */
  progress: number;
  active: boolean;
}

export const loadingBarStore = createStore<LoadingBarState>()(() => ({ progress: 0, active: false }));

let trickle: ReturnType<typeof setInterval> | null = null;
let hide: ReturnType<typeof setTimeout> | null = null;

/** The top loading bar: starts before a route navigation, finishes when it completes. */
export const loadingBar = {
  start(): void {
    if (hide) clearTimeout(hide);
    loadingBarStore.setState({ active: true, progress: 0.08 });
    if (trickle) clearInterval(trickle);
    trickle = setInterval(() => {
      const { progress } = loadingBarStore.getState();
      loadingBarStore.setState({ progress: progress + (0.9 - progress) * 0.12 });
    }, 200);
  },
  done(): void {
    if (trickle) clearInterval(trickle);
    trickle = null;
    if (!loadingBarStore.getState().active) return;
    loadingBarStore.setState({ progress: 1 });
    hide = setTimeout(() => loadingBarStore.setState({ active: false, progress: 0 }), 350);
  },
  get isActive(): boolean {
    return loadingBarStore.getState().active;
  },
};

export function useLoadingBar<T>(selector: (s: LoadingBarState) => T): T {
  return useStore(loadingBarStore, selector);
}
