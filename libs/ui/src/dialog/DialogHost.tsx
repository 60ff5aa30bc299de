import { loadable } from '../remote/lazy-page';
import { useDialogs } from './dialog-store';

// Fetched when a dialog first opens and shown as soon as it is in: behind Suspense, React held the first
// dialog of a visit until 300 ms after it was asked for, however fast its code came (issue 31).
const { Component: DialogContainer } = loadable(() => import('./DialogContainer').then((m) => m.default));

/** Rendered once by the shell; loads the dialog container only when a dialog first opens. */
export function DialogHost() {
  const open = useDialogs();
  if (open.length === 0) return null;
  return <DialogContainer dialogs={open} />;
}
