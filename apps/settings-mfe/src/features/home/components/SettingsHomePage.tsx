import { useState } from 'react';
import { Link } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { conferenceModeOf, logoutSession, sessionStore, updateProfile, useSessionStore } from '@platform/shared-api';
import { Avatar, Button, CopyField, Icon, type IconName } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';
import { ApiKeysSection } from '../../api-keys';
import { ImagePicker } from '../../images';
import { LinkedAccountsSection } from '../../linked-accounts';
import { StreamTargetsSection } from '../../stream-targets';
import css from './home.module.css';

interface SettingLink {
  to: string;
  icon: IconName;
  title: string;
  value?: string;
  testId: string;
}

/** /app/settings: the account at a glance and every setting, each a section or a page. */
export function SettingsHomePage() {
  const { t, i18n } = useTranslation('settings');
  const account = useSessionStore((s) => s.account);
  const [leaving, setLeaving] = useState(false);
  if (!account) return null;
  const name = account.display_name || account.username;

  const links: SettingLink[] = [
    { to: '/app/change_mode', icon: 'users', title: t('mode.title'), value: t(`mode.${conferenceModeOf(account)}`), testId: 'link-mode' },
    { to: '/app/change_media_devices', icon: 'video', title: t('devices.title'), value: t('devices.short'), testId: 'link-devices' },
    { to: '/app/recording', icon: 'download', title: t('recordings.title'), value: t('recordings.short'), testId: 'link-recordings' },
    account.has_password === false
      ? { to: '/app/set_password', icon: 'lock', title: t('password.setTitle'), value: t('password.noneYet'), testId: 'link-password' }
      : { to: '/app/change_password', icon: 'lock', title: t('password.changeTitle'), value: t('password.short'), testId: 'link-password' },
    {
      to: '/app/language',
      icon: 'globe',
      title: t('language.title'),
      value: t(`common:language.${i18n.language === 'vi' ? 'vi' : 'en'}`),
      testId: 'link-language',
    },
    { to: '/app/customize_conference', icon: 'layers', title: t('customise.title'), value: t('customise.short'), testId: 'link-customise' },
    { to: '/app/advanced_security', icon: 'eyeOff', title: t('security.title'), value: t('security.short'), testId: 'link-security' },
    { to: '/app/privacy', icon: 'eye', title: t('privacy.title'), value: t('privacy.short'), testId: 'link-privacy' },
    { to: '/app/get_app', icon: 'download', title: t('getApp.title'), value: t('getApp.short'), testId: 'link-get-app' },
    { to: '/app/update', icon: 'refresh', title: t('update.title'), value: t('update.short'), testId: 'link-update' },
    { to: '/app/help_setting', icon: 'chat', title: t('help.title'), value: t('help.short'), testId: 'link-help' },
  ];

  async function saveBadge(url: string | null) {
    const result = await saveWithToast(() => updateProfile({ name_badge: url }));
    if (result.ok) sessionStore.getState().setAccount(result.value);
  }

  async function logout() {
    setLeaving(true);
    await logoutSession({}).catch(() => undefined);
    sessionStore.getState().logout();
  }

  return (
    <SettingsPage title={t('title.settings')} back={false}>
      <section className={`ui-card ${css.hero}`} aria-labelledby="settings-display-name">
        <Avatar name={name} src={account.name_badge} size={64} />
        <div className={css.heroText}>
          <h2 id="settings-display-name" data-testid="settings-display-name">
            {name}
          </h2>
          <p>{account.email || account.phone_number}</p>
        </div>
        <Link className="ui-button ui-button--secondary" to="/app/change_name" data-testid="edit-profile">
          <Icon name="edit" size={18} />
          {t('profile.edit')}
        </Link>
      </section>

      <SettingsSection id="profile" title={t('profile.title')}>
        <div className={css.facts}>
          <div className={css.fact}>
            <span className={styles.muted}>{t('profile.displayName')}</span>
            <span className={css.factValue}>{account.display_name}</span>
          </div>
          <div className={css.fact}>
            <span className={styles.muted}>{t('profile.company')}</span>
            <span className={css.factValue}>{account.company || '—'}</span>
          </div>
          <CopyField label={t('profile.accountId')} value={account.account_id} />
          {account.referral_code ? <CopyField label={t('profile.referralCode')} value={account.referral_code} /> : null}
        </div>
      </SettingsSection>

      <SettingsSection id="name-badge" title={t('badge.title')} description={t('badge.description')}>
        <ImagePicker
          kind="name_badge"
          label={t('badge.image')}
          hint={t('badge.hint')}
          value={account.name_badge ?? null}
          onChange={saveBadge}
          testId="name-badge-picker"
        />
      </SettingsSection>

      <LinkedAccountsSection />

      <SettingsSection id="more" title={t('home.more')}>
        <ul className={css.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link className={css.link} to={link.to} data-testid={link.testId}>
                <span className={styles.iconTile} aria-hidden="true">
                  <Icon name={link.icon} />
                </span>
                <span className={css.linkText}>
                  <strong>{link.title}</strong>
                  {link.value ? <span>{link.value}</span> : null}
                </span>
                <Icon name="chevronRight" size={18} className={css.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </SettingsSection>

      <StreamTargetsSection />
      <ApiKeysSection />

      <section className={`ui-card ${css.logout}`}>
        <div>
          <strong>{t('logout.title')}</strong>
          <p className={styles.muted} style={{ margin: '2px 0 0' }}>
            {t('logout.description')}
          </p>
        </div>
        <Button variant="danger" icon="logout" loading={leaving} onClick={() => void logout()} data-testid="settings-logout">
          {t('logout.action')}
        </Button>
      </section>
    </SettingsPage>
  );
}
