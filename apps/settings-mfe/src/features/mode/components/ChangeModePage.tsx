import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { conferenceModeOf, sessionStore, updateConferenceSetting, useSessionStore, type ConferenceMode } from '@platform/shared-api';
import { Icon } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';

const MODES: Array<{ id: ConferenceMode; icon: 'users' | 'lock' }> = [
  { id: 'meeting', icon: 'users' },
  { id: 'endtoend', icon: 'lock' },
];

/** /app/change_mode: conference mode meeting or end-to-end (spec §3, §9); saved as soon as it is picked. */
export function ChangeModePage() {
  const { t } = useTranslation('settings');
  const account = useSessionStore((s) => s.account);
  const saved = conferenceModeOf(account);
  const [pending, setPending] = useState<ConferenceMode | null>(null);
  const shown = pending ?? saved;

  async function choose(mode: ConferenceMode) {
    if (mode === saved || pending) return;
    setPending(mode);
    const result = await saveWithToast(() => updateConferenceSetting({ conference_mode: mode }));
    if (result.ok) sessionStore.getState().setAccount(result.value);
    setPending(null);
  }

  return (
    <SettingsPage title={t('mode.title')} description={t('mode.description')}>
      <SettingsSection title={t('mode.choose')}>
        <div className={styles.choices} role="radiogroup" aria-label={t('mode.choose')} aria-busy={pending ? true : undefined}>
          {MODES.map((mode) => (
            <label key={mode.id} className={styles.choice} data-testid={`mode-${mode.id}`}>
              <input
                type="radio"
                name="conference_mode"
                value={mode.id}
                checked={shown === mode.id}
                disabled={Boolean(pending)}
                onChange={() => void choose(mode.id)}
              />
              <span className={styles.iconTile} aria-hidden="true">
                <Icon name={mode.icon} />
              </span>
              <span>
                <strong>{t(`mode.${mode.id}`)}</strong>
                <span className={styles.muted}>{t(`mode.${mode.id}Description`)}</span>
              </span>
            </label>
          ))}
        </div>
      </SettingsSection>
    </SettingsPage>
  );
}
