import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@platform/i18n';
import { guardedLifecycles, lifecyclesOf } from './lifecycles';

vi.mock('@platform/shared-api', () => ({ reportClientError: vi.fn() }));

const ok = () => Promise.resolve();

describe('remote lifecycles', () => {
  beforeAll(() => initI18n('en'));
  it('accepts a module exporting bootstrap, mount and unmount (or arrays of them)', () => {
    expect(lifecyclesOf({ bootstrap: ok, mount: [ok, ok], unmount: ok }).mount).toBeTypeOf('function');
    expect(lifecyclesOf({ default: { bootstrap: ok, mount: ok, unmount: ok } }).unmount).toBeTypeOf('function');
  });

  it('refuses a module without the lifecycles', () => {
    expect(() => lifecyclesOf({ mount: ok })).toThrow(/single-spa lifecycles/);
    expect(() => lifecyclesOf(undefined)).toThrow(/single-spa lifecycles/);
  });

  it('shows the error panel instead of a blank slot when mount throws, and unmounts cleanly', async () => {
    const domElement = document.createElement('div');
    const inner = { bootstrap: ok, mount: () => Promise.reject(new Error('kaboom')), unmount: vi.fn(ok) };
    const guarded = guardedLifecycles('events', inner, () => undefined);
    await guarded.bootstrap({ domElement });
    await guarded.mount({ domElement });
    await vi.waitFor(() => expect(domElement.querySelector('[data-testid="remote-error-panel"]')).not.toBeNull());
    expect(domElement.textContent).toContain('kaboom');
    await guarded.unmount({ domElement });
    expect(inner.unmount).not.toHaveBeenCalled();
    expect(domElement.innerHTML).toBe('');
  });
});
