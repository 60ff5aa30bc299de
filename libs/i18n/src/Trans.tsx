import { lazy, Suspense } from 'react';
import type { TransProps } from './rich-text';

// Trans and its markup parser are used by two auth pages only: they load with the first <Trans>,
// not with every page's first download.
const LoadedTrans = lazy(() => import('./rich-text').then((module) => ({ default: module.Trans })));

/** A translation with markup (`<strong>` etc.); renders once its code is in. */
export function Trans(props: TransProps) {
  return (
    <Suspense fallback={null}>
      <LoadedTrans {...props} />
    </Suspense>
  );
}
