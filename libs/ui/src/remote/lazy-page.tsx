import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { PageLoader } from '../components/Spinner';

function LoadingPage() {
  const { t } = useTranslation('common');
  return <PageLoader label={t('loading')} />;
}

/** A component fetched on demand: `Component` renders it (its fallback until the code is in), `preload()` fetches it early. */
export interface Loadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts fetching the code (once; a failure lets the next call try again) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code is fetched on demand, without Suspense: `fallback` until the code is in, then
 * the component in an ordinary update; code already in (preloaded, or shown before) renders at once.
 * `React.lazy` suspends on its first render even when the code is in, and React holds the commit that
 * replaces a shown Suspense fallback until 300 ms after it (its `FALLBACK_THROTTLE_MS`): a join paid that
 * twice, for the preloaded call page and then the in-call screen (issue 31). A failed fetch is thrown to
 * the error boundary.
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): Loadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function Loaded(props: P) {
    const [type, setType] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (type) return;
      let current = true;
      preload().then(
        (component) => current && setType(() => component),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [type]);
    if (failure) throw failure.error;
    return type ? createElement(type, props) : fallback;
  }
  return { Component: Loaded, preload };
}

/** `loadable` for a page: the product's page spinner until its code is in. */
export const loadablePage = <P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> => loadable(load, <LoadingPage />);

/**
 * A page element whose code is fetched the first time its path is visited (or when `loadablePage`'s
 * `preload` is called), with a spinner meanwhile: a remote's landing page stays small because the
 * pages only other paths show are not in its first download.
 * @example CallPage: lazyPage(() => import('./CallPage').then((m) => m.CallPage))
 */
export function lazyPage(page: (() => Promise<ComponentType>) | Loadable<object>): ReactNode {
  const { Component } = typeof page === 'function' ? loadablePage(page) : page;
  return <Component />;
}
