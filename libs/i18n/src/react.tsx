/**
 * The React side (react-i18next's names): `I18nextProvider` and `useTranslation`, whose `t` is
 * fixed to the current language and the first namespace asked for, and whose component re-renders
 * when the language changes or strings arrive (`languageChanged`, store `added`).
 */
import { createContext, createElement, useCallback, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './core/instance';
import { i18n as pageI18n } from './instance';

export const I18nContext = createContext<{ i18n: I18n; defaultNS?: string } | null>(null);

export function I18nextProvider({ i18n, defaultNS, children }: { i18n: I18n; defaultNS?: string; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** Re-renders on a language change and on strings added; the snapshot changes with each. */
export function useI18nRevision(i18n: I18n): string {
  const revision = useRef(0);
  const subscribe = useCallback(
    (changed: () => void) => {
      const bump = () => {
        revision.current += 1;
        changed();
      };
      i18n.on('languageChanged', bump);
      i18n.store.on('added', bump);
      return () => {
        i18n.off('languageChanged', bump);
        i18n.store.off('added', bump);
      };
    },
    [i18n],
  );
  const snapshot = () => `${revision.current}|${i18n.language}`;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n; ready: boolean } {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? pageI18n;
  const revision = useI18nRevision(i18n);
  const first = (typeof ns === 'string' ? ns : ns?.[0]) ?? context?.defaultNS ?? i18n.options.defaultNS;
  const language = i18n.language || null;
  // A new `t` with each change, as react-i18next's: memos that depend on it follow the language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(language, first), [i18n, language, first, revision]);
  return { t, i18n, ready: true };
}
