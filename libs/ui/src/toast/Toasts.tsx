import { lazy, Suspense } from 'react';
import { useToastArea } from './toast';

const ToastArea = lazy(() => import('./ToastArea'));

/** The toast area, rendered once by the shell; its code arrives with the first toast (see toast.ts). */
export function Toasts() {
  const wanted = useToastArea((s) => s.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
