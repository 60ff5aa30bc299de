import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { PageLoader } from '../components/Spinner';

function LoadingPage() {
  const { t } = useTranslation('common');
  return <PageLoader label={t('loading')} />;
}

/**
 * A page element whose code is fetched the first time its path is visited,
 * with a spinner meanwhile: a remote's landing page stays small because the
 * pages only other paths show are not in its first download.
 * @example CallPage: lazyPage(() => import('./CallPage').then((m) => m.CallPage))
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={<LoadingPage />}>
      <Page />
    </Suspense>
  );
}
