import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { loadProfile, markReachable, useConnectivity } from '@platform/shared-api';
import { Button, Icon } from '@platform/ui';

/** Shown while the services cannot be reached: what happened and how to recover. */
export function ConnectivityBanner() {
  const { t } = useTranslation('common');
  const unreachable = useConnectivity((s) => s.unreachable);
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    const on = () => setOffline(false);
    const off = () => setOffline(true);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  if (!unreachable && !offline) return null;
  return (
    <div className="shell-connectivity" role="alert" data-testid="connectivity-banner">
      <Icon name="alert" size={18} />
      <span>{t('errors.network')}</span>
      <Button
        size="sm"
        variant="secondary"
        onClick={async () => {
          markReachable();
          await loadProfile();
        }}
      >
        {t('actions.retry')}
      </Button>
    </div>
  );
}
