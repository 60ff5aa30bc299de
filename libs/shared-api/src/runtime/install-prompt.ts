import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Chromium's `beforeinstallprompt` event: the browser offers to install the web app. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser's offer, kept for the Get the app page's Install button; null where the browser makes none. */
  offer: InstallPromptEvent | null;
  /** Installed in this page's life (`appinstalled`), or this page runs as the installed app. */
  installed: boolean;
}

/**
 * Installing the product as a web app: the shell captures the browser's offer at start-up (it may come
 * before any remote has mounted) and the Get the app page (settings remote) reads it here.
 */
export const installStore = createStore<InstallState>()(() => ({ offer: null, installed: false }));

export function useInstallState<T>(selector: (s: InstallState) => T): T {
  return useStore(installStore, selector);
}

/** True when this page runs as the installed app (its own window, no browser tabs). */
export function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** Listens for the browser's offer and for the app being installed; called once by the shell. */
export function captureInstallOffer(target: Pick<Window, 'addEventListener'> = window) {
  installStore.setState({ installed: runsInstalled() });
  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the page's own button instead of the browser's mini-infobar.
    event.preventDefault();
    installStore.setState({ offer: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => installStore.setState({ offer: null, installed: true }));
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function acceptInstallOffer(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { offer } = installStore.getState();
  if (!offer) return 'unavailable';
  installStore.setState({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') installStore.setState({ installed: true });
  return outcome;
}
