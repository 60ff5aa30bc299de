import { lazy, Suspense } from 'react';
import { useTranslation } from '@platform/i18n';
import { DialogHost, ErrorPanel, LoadingBar, Toasts } from '@platform/ui';
import type { EnvironmentManifest } from '../manifest/types';
import { layoutOf, useRoute } from '../routing/route-store';
import { ConnectivityBanner } from './ConnectivityBanner';
import { ContentSlot } from './ContentSlot';
import { MainLayout } from './layouts/MainLayout';
import { AuthLayout, OauthLayout, PublicLayout } from './layouts/OtherLayouts';
import { NotFound } from './NotFound';

// Staging only: not in production's first download.
const VersionPanel = lazy(() => import('./VersionPanel').then((m) => ({ default: m.VersionPanel })));

const LAYOUTS = { main: MainLayout, auth: AuthLayout, public: PublicLayout, oauth: OauthLayout };

/** The shell's own UI: loading bar, layout around the content slot, toasts, dialogs. */
export function ShellRoot({ manifest }: { manifest: EnvironmentManifest | null }) {
  const { t } = useTranslation('common');
  const { route, pathname, fatal, ready } = useRoute((s) => s);
  const Layout = LAYOUTS[layoutOf(route)];
  const notFound = ready && !route && !fatal;
  return (
    <>
      <a className="ui-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <LoadingBar />
      <ConnectivityBanner />
      <Layout>
        {fatal ? <ErrorPanel name={t('brand')} error={fatal} onRetry={() => location.reload()} /> : null}
        {notFound ? <NotFound pathname={pathname} /> : null}
        <div hidden={notFound || Boolean(fatal)}>
          <ContentSlot />
        </div>
      </Layout>
      <Toasts />
      <DialogHost />
      {manifest && manifest.env === 'staging' ? (
        <Suspense fallback={null}>
          <VersionPanel manifest={manifest} />
        </Suspense>
      ) : null}
    </>
  );
}
