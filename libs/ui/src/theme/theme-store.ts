import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_PRIMARY, paletteFor, parseHex } from './color';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const PRIMARY_STORAGE_KEY = 'theme.primary';

interface ThemeState {
  mode: ThemeMode;
  primary: string;
  setMode(mode: ThemeMode): void;
  toggle(): void;
  setPrimary(hex: string): void;
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    /* preference still applies for this page */
  }
}

function initialMode(): ThemeMode {
  const stored = read(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Writes the theme onto <html>: data-theme and the primary palette custom properties. */
export function applyTheme(mode: ThemeMode, primary: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const palette = paletteFor(primary, mode);
  root.dataset.theme = mode;
  root.style.setProperty('--color-primary', palette.primary);
  root.style.setProperty('--color-primary-hover', palette.hover);
  root.style.setProperty('--color-primary-pressed', palette.pressed);
  root.style.setProperty('--color-primary-soft', palette.soft);
  root.style.setProperty('--color-on-primary', palette.onPrimary);
  root.style.setProperty('--color-primary-text', palette.text);
  root.style.setProperty('--color-primary-control', palette.control);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', mode === 'dark' ? '#0f1115' : palette.primary);
}

/** The theme of the page: light or dark, and the primary colour; both remembered. */
export const themeStore = createStore<ThemeState>()((set, get) => ({
  mode: initialMode(),
  primary: parseHex(read(PRIMARY_STORAGE_KEY) ?? '') ? read(PRIMARY_STORAGE_KEY)! : DEFAULT_PRIMARY,
  setMode(mode) {
    write(THEME_STORAGE_KEY, mode);
    set({ mode });
    applyTheme(mode, get().primary);
  },
  toggle() {
    get().setMode(get().mode === 'dark' ? 'light' : 'dark');
  },
  setPrimary(hex) {
    if (!parseHex(hex)) return;
    write(PRIMARY_STORAGE_KEY, hex);
    set({ primary: hex });
    applyTheme(get().mode, hex);
  },
}));

export function useTheme<T>(selector: (state: ThemeState) => T): T {
  return useStore(themeStore, selector);
}
