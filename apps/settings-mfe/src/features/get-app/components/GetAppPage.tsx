import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { acceptInstallOffer, useInstallState, useSessionStore } from '@platform/shared-api';
import { Alert, Badge, Button } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { detectPlatform, platformsFor } from '../utils/platform';

/**
 * /app/get_app: what exists. There is no native app; the product installs as a web app where the browser
 * can (its own offer: an Install button), and elsewhere the page says how, system by system.
 */
export function GetAppPage() {
  const { t } = useTranslation('settings');
  const signedIn = useSessionStore((s) => !!s.account);
  const offer = useInstallState((s) => s.offer);
  const installed = useInstallState((s) => s.installed);
  const [dismissed, setDismissed] = useState(false);
  const current = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);

  async function install() {
    setDismissed((await acceptInstallOffer()) === 'dismissed');
  }

  return (
    <SettingsPage title={t('getApp.title')} description={t('getApp.description')} back={signedIn}>
      <SettingsSection title={t('getApp.installTitle')} testId="get-app-install">
        {installed ? (
          <Alert tone="success" icon="check">
            {t('getApp.installed')}
          </Alert>
        ) : offer ? (
          <div className={styles.actions}>
            <Button variant="primary" icon="download" onClick={() => void install()}>
              {t('getApp.install')}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{t('getApp.noOffer')}</p>
        )}
        {dismissed && !offer ? <p className={styles.muted}>{t('getApp.dismissed')}</p> : null}
      </SettingsSection>
      <SettingsSection title={t('getApp.howTitle')} testId="get-app-how">
        <ul className={styles.list} aria-label={t('getApp.howTitle')}>
          {platformsFor(current).map((platform) => (
            <li key={platform} className={styles.listItem} data-testid={`get-app-${platform}`}>
              <div className={styles.listMain}>
                <span className={styles.listTitle}>
                  {t(`getApp.platform.${platform}.name`)}{' '}
                  {platform === current ? <Badge tone="primary">{t('getApp.thisDevice')}</Badge> : null}
                </span>
                <span className={styles.muted}>{t(`getApp.platform.${platform}.how`)}</span>
              </div>
            </li>
          ))}
        </ul>
      </SettingsSection>
    </SettingsPage>
  );
}
