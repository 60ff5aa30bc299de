import { lazy, Suspense } from 'react';
import { useDialogs } from './dialog-store';

const DialogContainer = lazy(() => import('./DialogContainer'));

/** Rendered once by the shell; loads the dialog container only when a dialog first opens. */
export function DialogHost() {
  const open = useDialogs();
  if (open.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DialogContainer dialogs={open} />
    </Suspense>
  );
}
