import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@platform/i18n';
import { sessionStore } from '@platform/shared-api';
import { dialogs } from '@platform/ui';

interface RoutingDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation?: (value?: boolean | Promise<boolean>) => void;
}

/**
 * Keeps unsaved form input from being lost: the browser asks before a reload
 * or tab close, and any in-app navigation (sidebar, back button) asks through
 * the shell's dialog first. `allowNavigation()` lets the form's own save or
 * cancel through without asking.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('events');
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);

  const confirmLeave = useCallback(
    () =>
      dialogs.confirm({
        title: t('form.unsavedTitle'),
        message: t('form.unsavedBody'),
        confirmLabel: t('form.unsavedLeave'),
        cancelLabel: t('form.unsavedStay'),
        danger: true,
      }),
    [t],
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || allowed.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    // single-spa asks every listener before a route change; a promise of true cancels it.
    const onRouting = (event: Event) => {
      const detail = (event as CustomEvent<RoutingDetail>).detail;
      if (!detail?.cancelNavigation || !dirtyRef.current || allowed.current) return;
      // A logout (sign out, expired session) has already dropped the session: do not hold it up.
      if (!sessionStore.getState().token) return;
      const from = new URL(detail.oldUrl);
      const to = new URL(detail.newUrl);
      if (from.pathname === to.pathname) return;
      detail.cancelNavigation(
        confirmLeave().then((leave) => {
          if (leave) allowed.current = true;
          return !leave;
        }),
      );
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('single-spa:before-routing-event', onRouting);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('single-spa:before-routing-event', onRouting);
    };
  }, [confirmLeave]);

  /** Asks when there are unsaved changes; true when the user may leave. */
  const confirmIfDirty = useCallback(async () => {
    if (!dirtyRef.current) return true;
    return confirmLeave();
  }, [confirmLeave]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { confirmIfDirty, allowNavigation };
}
