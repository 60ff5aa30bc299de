import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useRuntimeInfo } from '@platform/shared-api';
import { Alert, Badge, Button } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { hasUpdate, versionRows, type ManifestVersions } from '../utils/versions';

/** The environment manifest as it is now (never from cache). */
async function fetchManifest(): Promise<ManifestVersions> {
  const response = await fetch('/manifest.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`manifest ${response.status}`);
  return (await response.json()) as ManifestVersions;
}

/** /app/update: the shell's and each remote's loaded version against what is released now. */
export function UpdatePage() {
  const { t } = useTranslation('settings');
  const runtime = useRuntimeInfo((s) => s);
  const [manifest, setManifest] = useState<ManifestVersions | null>(null);
  const [state, setState] = useState<'checking' | 'done' | 'error'>('checking');

  const check = useCallback(() => {
    setState('checking');
    fetchManifest().then(
      (m) => {
        setManifest(m);
        setState('done');
      },
      () => setState('error'),
    );
  }, []);
  useEffect(check, [check]);

  const rows = versionRows(runtime, manifest);
  const update = hasUpdate(rows);
  return (
    <SettingsPage title={t('update.title')} description={t('update.description')}>
      <SettingsSection
        title={t('update.versions')}
        description={t('update.environment', { env: runtime.env })}
        actions={
          <Button icon="refresh" onClick={check} loading={state === 'checking'} loadingLabel={t('update.checking')}>
            {t('update.check')}
          </Button>
        }
        testId="update-section"
      >
        {state === 'error' ? <Alert tone="danger">{t('common:errors.network')}</Alert> : null}
        {state === 'done' ? (
          update ? (
            <Alert tone="info" icon="download">
              <div className={styles.actions} style={{ justifyContent: 'space-between' }}>
                <span>{t('update.available')}</span>
                <Button variant="primary" size="sm" onClick={() => location.reload()}>
                  {t('update.reload')}
                </Button>
              </div>
            </Alert>
          ) : (
            <Alert tone="success" icon="check">
              {t('update.upToDate')}
            </Alert>
          )
        ) : null}
        <ul className={styles.list} aria-label={t('update.versions')}>
          {rows.map((row) => (
            <li key={row.name} className={styles.listItem} data-testid={`version-${row.name}`}>
              <div className={styles.listMain}>
                <span className={styles.listTitle}>{t(`update.part.${row.name}`, { defaultValue: row.name })}</span>
                <span className={styles.muted}>
                  {t('update.loaded', { version: row.loaded })}
                  {row.released ? ` · ${t('update.released', { version: row.released })}` : ''}
                </span>
              </div>
              <Badge tone={row.status === 'update' ? 'primary' : row.status === 'current' ? 'success' : 'neutral'}>
                {t(`update.status.${row.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </SettingsSection>
    </SettingsPage>
  );
}
