import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LayoutName, RouteEntry } from '../manifest/types';

interface RouteState {
  pathname: string;
  route: RouteEntry | null;
  remote: string | null;
  /** The shell could not start (no manifest): what happened. */
  fatal: unknown;
  ready: boolean;
}

/** The shell's view of the current route: which layout to draw around the content slot. */
export const routeStore = createStore<RouteState>()(() => ({
  pathname: location.pathname,
  route: null,
  remote: null,
  fatal: null,
  ready: false,
}));

export function useRoute<T>(selector: (s: RouteState) => T): T {
  return useStore(routeStore, selector);
}

export function layoutOf(route: RouteEntry | null): LayoutName {
  return route?.layout ?? 'public';
}
