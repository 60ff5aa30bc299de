import { useTranslation } from '@platform/i18n';
import { Switch, TextArea, TextField } from '@platform/ui';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import { CUSTOMISATION_LINE_MAX, CUSTOMISATION_MESSAGE_MAX, CUSTOMISATION_URL_MAX } from '@platform/contracts/src/rules/limits';
import { SettingsSection } from '#src/components/SettingsPage.tsx';
import type { CustomiseSectionProps } from './customise-section';

/** The page a guest sees before joining: on or off, its title and message. */
export function WelcomePageSection({ draft, patch }: CustomiseSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('customise.welcome')} description={t('customise.welcomeHint')}>
      <Switch
        label={t('customise.showWelcome')}
        checked={draft.welcome_page.enabled}
        onChange={(enabled) => patch('welcome_page', { enabled })}
      />
      <TextField
        label={t('customise.pageTitle')}
        maxLength={CUSTOMISATION_LINE_MAX}
        value={draft.welcome_page.title}
        onChange={(e) => patch('welcome_page', { title: e.target.value })}
      />
      <TextArea
        label={t('customise.pageMessage')}
        maxLength={CUSTOMISATION_MESSAGE_MAX}
        rows={3}
        value={draft.welcome_page.message}
        onChange={(e) => patch('welcome_page', { message: e.target.value })}
      />
    </SettingsSection>
  );
}

/** The page shown when the call ends: on or off, its title, message and where it then sends people. */
export function EndCallPageSection({ draft, patch }: CustomiseSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('customise.endCall')} description={t('customise.endCallHint')}>
      <Switch
        label={t('customise.showEndCall')}
        checked={draft.end_call_page.enabled}
        onChange={(enabled) => patch('end_call_page', { enabled })}
      />
      <TextField
        label={t('customise.pageTitle')}
        maxLength={CUSTOMISATION_LINE_MAX}
        value={draft.end_call_page.title}
        onChange={(e) => patch('end_call_page', { title: e.target.value })}
      />
      <TextArea
        label={t('customise.pageMessage')}
        maxLength={CUSTOMISATION_MESSAGE_MAX}
        rows={3}
        value={draft.end_call_page.message}
        onChange={(e) => patch('end_call_page', { message: e.target.value })}
      />
      <TextField
        label={t('customise.redirect')}
        type="url"
        inputMode="url"
        maxLength={CUSTOMISATION_URL_MAX}
        placeholder="https://"
        value={draft.end_call_page.redirect_url ?? ''}
        onChange={(e) => patch('end_call_page', { redirect_url: e.target.value || null })}
      />
    </SettingsSection>
  );
}
