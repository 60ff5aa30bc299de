import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { PageLoader } from '../components/Spinner';

function LoadingPage() {
  const { t } = useTranslation('common');
  return <PageLoader label={t('loading')} />;
}

/** A component fetched on demand: `Component` renders it (suspending until its code is in), `preload()` fetches it early. */
export interface Loadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts fetching the code (once; a failure lets the next call try again) and resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * `React.lazy` that renders at once when its code is already in (preloaded, or shown before). A lazy
 * component suspends on its first render even then, and React keeps a retry that comes within 300 ms of a
 * fallback (its `FALLBACK_THROTTLE_MS`) waiting until those 300 ms are over: the join page's preloaded call
 * page, then the in-call screen, each cost a join 300 ms of a spinner (issue 31).
 * Each mount keeps the kind it started with, so a page that did suspend is never remounted.
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
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
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Loaded(props: P) {
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(type, props);
  }
  return { Component: Loaded, preload };
}

/**
 * A page element whose code is fetched the first time its path is visited (or when `loadable`'s
 * `preload` is called), with a spinner meanwhile: a remote's landing page stays small because the
 * pages only other paths show are not in its first download.
 * @example CallPage: lazyPage(() => import('./CallPage').then((m) => m.CallPage))
 */
export function lazyPage(page: (() => Promise<ComponentType>) | Loadable<object>): ReactNode {
  const { Component } = typeof page === 'function' ? loadable(page) : page;
  return (
    <Suspense fallback={<LoadingPage />}>
      <Component />
    </Suspense>
  );
}
