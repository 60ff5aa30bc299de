import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { linkAccount, providerClientId, sessionStore, unlinkAccount, useSessionStore } from '@platform/shared-api';
import { Alert, Badge, Button, dialogs } from '@platform/ui';
import { SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';
import { signInInPopup, type Provider } from '../utils/provider-popup';

const PROVIDERS: Provider[] = ['google', 'facebook'];
const CODES = {
  linked_elsewhere: 'settings:linked.elsewhere',
  last_sign_in_method: 'settings:linked.lastMethod',
  credentials_invalid: 'settings:linked.failed',
  provider_unavailable: 'settings:linked.failed',
};

/** Linked accounts (spec §2): Google and Facebook, link and unlink. */
export function LinkedAccountsSection() {
  const { t } = useTranslation('settings');
  const account = useSessionStore((s) => s.account);
  const [busy, setBusy] = useState<Provider | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const links = account?.linked_accounts ?? [];

  async function link(provider: Provider) {
    setNotice(null);
    const clientId = providerClientId(provider);
    if (!clientId) {
      setNotice(t('linked.unavailable', { provider: t(`linked.${provider}`) }));
      return;
    }
    setBusy(provider);
    const token = await signInInPopup(provider, clientId);
    if (token) {
      const result = await saveWithToast(() => linkAccount({ provider, token }), CODES);
      if (result.ok) sessionStore.getState().setAccount(result.value);
    }
    setBusy(null);
  }

  async function unlink(provider: Provider) {
    const ok = await dialogs.confirm({
      title: t('linked.unlinkTitle', { provider: t(`linked.${provider}`) }),
      message: t('linked.unlinkBody'),
      confirmLabel: t('linked.unlink'),
      danger: true,
    });
    if (!ok) return;
    setBusy(provider);
    const result = await saveWithToast(() => unlinkAccount({ provider }), CODES);
    if (result.ok) sessionStore.getState().setAccount(result.value);
    setBusy(null);
  }

  return (
    <SettingsSection id="linked-accounts" title={t('linked.title')} description={t('linked.description')}>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <ul className={styles.list}>
        {PROVIDERS.map((provider) => {
          const linked = links.find((l) => l.provider === provider);
          return (
            <li key={provider} className={styles.listItem} data-testid={`linked-${provider}`}>
              <span className={styles.iconTile} aria-hidden="true" style={{ fontWeight: 800 }}>
                {provider === 'google' ? 'G' : 'f'}
              </span>
              <div className={styles.listMain}>
                <span className={styles.listTitle}>{t(`linked.${provider}`)}</span>
                <span className={styles.muted}>{linked ? linked.email || t('linked.linked') : t('linked.notLinked')}</span>
              </div>
              {linked ? <Badge tone="success">{t('linked.linked')}</Badge> : null}
              {linked ? (
                <Button size="sm" loading={busy === provider} onClick={() => void unlink(provider)}>
                  {t('linked.unlink')}
                </Button>
              ) : (
                <Button size="sm" variant="secondary" loading={busy === provider} onClick={() => void link(provider)}>
                  {t('linked.link')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}
