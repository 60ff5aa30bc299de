import { useTranslation } from '@platform/i18n';
import { Button, CopyButton, Icon, IconButton, TextField } from '@platform/ui';
import { SPEAKER_NAME_MAX, newSpeakerKey, type EventFormValues } from '../utils/event-form';
import { FormSection, type EventFormSectionProps } from './EventFormSection';
import styles from './EventForm.module.css';

/** The form's speakers: a name and an e-mail each (and their links once saved), added and removed. */
export function EventSpeakersSection({ values, errors, message, setValues }: EventFormSectionProps) {
  const { t } = useTranslation('events');
  function updateSpeaker(index: number, patch: Partial<EventFormValues['speakers'][number]>) {
    setValues((v) => ({ ...v, speakers: v.speakers.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));
  }

  return (
    <FormSection id="sec-speakers" icon="users" title={t('form.sectionSpeakers')}>
      <p className={styles.note} style={{ marginBottom: 'var(--space-3)' }}>
        {t('form.speakersHint')}
      </p>
      {values.speakers.length > 0 ? (
        <ol className={styles.speakers}>
          {values.speakers.map((speaker, index) => (
            <li key={speaker.key} className={styles.speaker} aria-label={t('form.speakerNumber', { n: index + 1 })}>
              <TextField
                label={t('form.speakerName')}
                maxLength={SPEAKER_NAME_MAX}
                value={speaker.name}
                autoComplete="off"
                error={message(errors[`speakers.${index}.name`])}
                onChange={(e) => updateSpeaker(index, { name: e.target.value })}
              />
              <TextField
                type="email"
                label={t('form.speakerEmail')}
                maxLength={254}
                value={speaker.email}
                autoComplete="off"
                error={message(errors[`speakers.${index}.email`])}
                onChange={(e) => updateSpeaker(index, { email: e.target.value })}
              />
              <IconButton
                variant="ghost"
                icon="trash"
                label={t('form.removeSpeaker', { n: index + 1 })}
                onClick={() => setValues((v) => ({ ...v, speakers: v.speakers.filter((_, i) => i !== index) }))}
              />
              {speaker.speaker_link ? (
                <div className={styles.speakerLink}>
                  <Icon name="link" size={14} />
                  <span>{t('form.speakerLink')}:</span>
                  <code>{speaker.speaker_link}</code>
                  <CopyButton text={speaker.speaker_link} size="sm" variant="ghost" />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <Button
        variant="secondary"
        icon="plus"
        onClick={() => setValues((v) => ({ ...v, speakers: [...v.speakers, { key: newSpeakerKey(), name: '', email: '' }] }))}
      >
        {t('form.addSpeaker')}
      </Button>
    </FormSection>
  );
}
