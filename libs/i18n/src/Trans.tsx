import { lazy, Suspense, type ComponentProps } from 'react';
import type { Trans as TransComponent } from 'react-i18next';

// Trans and the HTML parser behind it are a third of react-i18next, used by two auth pages only:
// they load with the first <Trans>, not with every page's first download.
const LoadedTrans = lazy(() => import('./rich-text').then((module) => ({ default: module.Trans })));

/** react-i18next's Trans (`<strong>` etc. inside a translation); renders once its code is in. */
export function Trans(props: ComponentProps<typeof TransComponent>) {
  return (
    <Suspense fallback={null}>
      <LoadedTrans {...props} />
    </Suspense>
  );
}
