import { useTranslation } from '@platform/i18n';
import { Button, TextField } from '@platform/ui';
import { EVENT_MODES, PASSCODE_MAX } from '../utils/event-form';
import { FormSection, type EventFormSectionProps } from './EventFormSection';
import styles from './EventForm.module.css';

function generatePasscode(): string {
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return String(bytes[0] % 1_000_000).padStart(6, '0');
}

/** The form's access: the event's mode and its passcode (typed or generated). */
export function EventAccessSection({ values, errors, message, set }: EventFormSectionProps) {
  const { t } = useTranslation('events');
  return (
    <FormSection id="sec-access" icon="lock" title={t('form.sectionAccess')}>
      <fieldset className={styles.modes}>
        <legend>{t('mode.label')}</legend>
        {EVENT_MODES.map((mode) => (
          <label key={mode} className={styles.mode}>
            <input type="radio" name="mode" value={mode} checked={values.mode === mode} onChange={() => set('mode', mode)} />
            <span className={styles.modeName}>{t(`mode.${mode}`)}</span>
            <span className={styles.modeHint}>{t(`mode.hint.${mode}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.passcodeRow}>
        <TextField
          label={t('form.passcode')}
          hint={t('form.passcodeHint')}
          maxLength={PASSCODE_MAX}
          autoComplete="off"
          value={values.passcode}
          error={message(errors.passcode)}
          onChange={(e) => set('passcode', e.target.value)}
        />
        <Button variant="secondary" icon="key" onClick={() => set('passcode', generatePasscode())}>
          {t('form.generatePasscode')}
        </Button>
      </div>
    </FormSection>
  );
}
