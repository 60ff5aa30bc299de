import { useTranslation } from '@platform/i18n';
import { Switch, TextArea, TextField } from '@platform/ui';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import { CUSTOMISATION_LINE_MAX, CUSTOMISATION_MESSAGE_MAX, CUSTOMISATION_URL_MAX } from '@platform/contracts/src/rules/limits';
import { SettingsSection } from '#src/components/SettingsPage.tsx';
import type { CustomiseSectionProps } from './customise-section';

/** A page around the call (before joining or after the end): on or off, its title and message. */
function CallPageFields({
  page,
  showLabel,
  draft,
  patch,
}: CustomiseSectionProps & { page: 'welcome_page' | 'end_call_page'; showLabel: string }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Switch label={showLabel} checked={draft[page].enabled} onChange={(enabled) => patch(page, { enabled })} />
      <TextField
        label={t('customise.pageTitle')}
        maxLength={CUSTOMISATION_LINE_MAX}
        value={draft[page].title}
        onChange={(e) => patch(page, { title: e.target.value })}
      />
      <TextArea
        label={t('customise.pageMessage')}
        maxLength={CUSTOMISATION_MESSAGE_MAX}
        rows={3}
        value={draft[page].message}
        onChange={(e) => patch(page, { message: e.target.value })}
      />
    </>
  );
}

/** The page a guest sees before joining. */
export function WelcomePageSection({ draft, patch }: CustomiseSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('customise.welcome')} description={t('customise.welcomeHint')}>
      <CallPageFields page="welcome_page" showLabel={t('customise.showWelcome')} draft={draft} patch={patch} />
    </SettingsSection>
  );
}

/** The page shown when the call ends, and where it then sends people. */
export function EndCallPageSection({ draft, patch }: CustomiseSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('customise.endCall')} description={t('customise.endCallHint')}>
      <CallPageFields page="end_call_page" showLabel={t('customise.showEndCall')} draft={draft} patch={patch} />
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
