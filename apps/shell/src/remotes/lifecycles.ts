import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, i18n } from '@platform/i18n';
import { ErrorPanel } from '@platform/ui';
import { reportClientError } from '@platform/shared-api';

export interface Lifecycles {
  bootstrap: (props: Record<string, unknown>) => Promise<unknown>;
  mount: (props: Record<string, unknown>) => Promise<unknown>;
  unmount: (props: Record<string, unknown>) => Promise<unknown>;
  update?: (props: Record<string, unknown>) => Promise<unknown>;
}

type MaybeArray<T> = T | T[];
function asFn(value: unknown): ((props: Record<string, unknown>) => Promise<unknown>) | null {
  const list = (Array.isArray(value) ? value : [value]) as MaybeArray<unknown>[];
  if (list.length === 0 || !list.every((f) => typeof f === 'function')) return null;
  return (props) => list.reduce<Promise<unknown>>((p, f) => p.then(() => (f as (p: unknown) => unknown)(props)), Promise.resolve());
}

/** Checks that a loaded `./app` module exports single-spa lifecycles. */
export function lifecyclesOf(module: unknown): Lifecycles {
  const mod = (module ?? {}) as Record<string, unknown>;
  const source = (mod.bootstrap || mod.mount ? mod : (mod.default as Record<string, unknown>)) ?? {};
  const bootstrap = asFn(source.bootstrap);
  const mount = asFn(source.mount);
  const unmount = asFn(source.unmount);
  if (!bootstrap || !mount || !unmount)
    throw new Error('The remote module does not export single-spa lifecycles (bootstrap, mount, unmount).');
  return { bootstrap, mount, unmount, update: asFn(source.update) ?? undefined };
}

function renderPanel(root: Root, name: string, error: unknown, kind: 'load' | 'crash', onRetry: () => void) {
  root.render(createElement(I18nextProvider, { i18n }, createElement(ErrorPanel, { name, error, kind, onRetry })));
}

/** Lifecycles that only show the error panel in the remote's slot (load failure). */
export function errorLifecycles(name: string, error: unknown, onRetry: () => void): Lifecycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      root = createRoot(props.domElement as HTMLElement);
      renderPanel(root, name, error, 'load', onRetry);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

/**
 * Wraps a remote's lifecycles so a throw while bootstrapping or mounting shows
 * the error panel instead of leaving the slot blank, and is logged.
 */
export function guardedLifecycles(name: string, inner: Lifecycles, onRetry: () => void): Lifecycles {
  let fallback: Root | null = null;
  let innerMounted = false;
  let bootError: unknown = null;
  const fail = (props: Record<string, unknown>, error: unknown) => {
    reportClientError(`remote:${name}`, error, { phase: 'mount' });
    fallback = createRoot(props.domElement as HTMLElement);
    renderPanel(fallback, name, error, 'crash', onRetry);
  };
  return {
    bootstrap: async (props) => {
      try {
        await inner.bootstrap(props);
      } catch (error) {
        bootError = error;
      }
    },
    mount: async (props) => {
      if (bootError) return fail(props, bootError);
      try {
        await inner.mount(props);
        innerMounted = true;
      } catch (error) {
        fail(props, error);
      }
    },
    unmount: async (props) => {
      if (fallback) {
        fallback.unmount();
        fallback = null;
      }
      if (innerMounted) {
        innerMounted = false;
        await inner.unmount(props).catch((error) => reportClientError(`remote:${name}`, error, { phase: 'unmount' }));
      }
    },
    update: inner.update,
  };
}
