import { useTranslation } from '@platform/i18n';
import { Icon, SelectField, TextField } from '@platform/ui';
import { DURATIONS_MINUTES, addMinutesLocal, minutesBetween } from '../utils/event-form';
import { userTimeZone } from '../utils/event-time';
import { FormSection, type EventFormSectionProps } from './EventFormSection';
import styles from './EventForm.module.css';

function durationLabel(t: (k: string, o: Record<string, unknown>) => string, minutes: number): string {
  if (minutes < 60) return t('form.minutes', { count: minutes });
  if (minutes % 60 === 0) return t('form.hours', { count: minutes / 60 });
  return t('form.hoursMinutes', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** The form's time: scheduled (start, end, and a duration kept when the start moves) or instant (a duration). */
export function EventTimeSection({ values, errors, message, set, setValues }: EventFormSectionProps) {
  const { t } = useTranslation('events');
  const tr = (key: string, options: Record<string, unknown>) => t(key, options);

  const duration = minutesBetween(values.start, values.end);
  const durationOptions = [
    ...DURATIONS_MINUTES.map((m) => ({ value: String(m), label: durationLabel(tr, m) })),
    ...(duration !== null && duration > 0 && !DURATIONS_MINUTES.includes(duration)
      ? [{ value: String(duration), label: durationLabel(tr, duration) }]
      : []),
    ...(duration === null || duration <= 0 ? [{ value: '', label: t('form.customDuration') }] : []),
  ];

  function onStartChange(start: string) {
    setValues((v) => {
      const keep = minutesBetween(v.start, v.end);
      return { ...v, start, end: keep && keep > 0 && start ? addMinutesLocal(start, keep) : v.end };
    });
  }

  return (
    <FormSection id="sec-time" icon="clock" title={t('form.sectionTime')}>
      <div className={styles.segmented} role="radiogroup" aria-label={t('callType.label')}>
        {(['scheduled', 'instant'] as const).map((type) => (
          <label key={type}>
            <input type="radio" name="callType" value={type} checked={values.callType === type} onChange={() => set('callType', type)} />
            <span>
              <Icon name={type === 'instant' ? 'video' : 'calendar'} size={16} />
              {t(`callType.${type}`)}
            </span>
          </label>
        ))}
      </div>
      {values.callType === 'scheduled' ? (
        <div className={styles.grid3}>
          <TextField
            type="datetime-local"
            label={t('form.start')}
            required
            value={values.start}
            error={message(errors.start)}
            onChange={(e) => onStartChange(e.target.value)}
          />
          <TextField
            type="datetime-local"
            label={t('form.end')}
            required
            value={values.end}
            min={values.start || undefined}
            error={message(errors.end)}
            onChange={(e) => set('end', e.target.value)}
          />
          <SelectField
            label={t('form.duration')}
            value={duration !== null && duration > 0 ? String(duration) : ''}
            options={durationOptions}
            hint={t('form.durationHint')}
            onChange={(e) => e.target.value && values.start && set('end', addMinutesLocal(values.start, Number(e.target.value)))}
          />
        </div>
      ) : (
        <div className={styles.grid2}>
          <SelectField
            label={t('form.duration')}
            value={String(values.durationMinutes)}
            error={message(errors.durationMinutes)}
            options={[...new Set([...DURATIONS_MINUTES, values.durationMinutes])]
              .sort((a, b) => a - b)
              .map((m) => ({ value: String(m), label: durationLabel(tr, m) }))}
            hint={t('form.instantHint')}
            onChange={(e) => set('durationMinutes', Number(e.target.value))}
          />
        </div>
      )}
      <p className={styles.note}>
        <Icon name="globe" size={14} />
        {t('form.timeZone', { zone: userTimeZone() })}
      </p>
    </FormSection>
  );
}
