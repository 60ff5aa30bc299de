import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { sessionStore } from '@platform/shared-api';
import { dialogStore } from '@platform/ui';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** Fires single-spa's before-routing-event and returns what the listeners asked for. */
function route(from: string, to: string) {
  const asked: Array<Promise<boolean>> = [];
  const detail = {
    oldUrl: `https://app.test${from}`,
    newUrl: `https://app.test${to}`,
    cancelNavigation: (value: boolean | Promise<boolean> = true) => asked.push(Promise.resolve(value)),
  };
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail }));
  return asked;
}

function answerDialog(value: boolean) {
  const [dialog] = dialogStore.getState().dialogs;
  expect(dialog?.kind).toBe('confirm');
  act(() => dialog.resolve(value));
}

describe('useUnsavedChangesGuard', () => {
  beforeEach(() => sessionStore.setState({ token: 'token' }));
  afterEach(() => {
    cleanup();
    dialogStore.setState({ dialogs: [] });
  });

  it('lets navigation through when nothing changed', () => {
    renderHook(() => useUnsavedChangesGuard(false));
    expect(route('/app/conferences/add', '/app')).toHaveLength(0);
  });

  it('asks before leaving a dirty form and cancels when the user stays', async () => {
    renderHook(() => useUnsavedChangesGuard(true));
    const asked = route('/app/conferences/add', '/app');
    expect(asked).toHaveLength(1);
    answerDialog(false);
    await expect(asked[0]).resolves.toBe(true);
  });

  it('lets the user leave after confirming, without asking again', async () => {
    renderHook(() => useUnsavedChangesGuard(true));
    const asked = route('/app/conferences/add', '/app');
    answerDialog(true);
    await expect(asked[0]).resolves.toBe(false);
    expect(route('/app/conferences/add', '/gift')).toHaveLength(0);
  });

  it('ignores query-only changes, allowed navigations and logouts', () => {
    const { result } = renderHook(() => useUnsavedChangesGuard(true));
    expect(route('/app/conferences/add', '/app/conferences/add?x=1')).toHaveLength(0);
    sessionStore.setState({ token: null });
    expect(route('/app/conferences/add', '/login')).toHaveLength(0);
    sessionStore.setState({ token: 'token' });
    act(() => result.current.allowNavigation());
    expect(route('/app/conferences/add', '/app/conferences/x1')).toHaveLength(0);
  });

  it('blocks a reload of a dirty form through beforeunload', () => {
    renderHook(() => useUnsavedChangesGuard(true));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('confirmIfDirty resolves at once for a clean form', async () => {
    const { result } = renderHook(() => useUnsavedChangesGuard(false));
    await expect(result.current.confirmIfDirty()).resolves.toBe(true);
    expect(dialogStore.getState().dialogs).toHaveLength(0);
  });
});
