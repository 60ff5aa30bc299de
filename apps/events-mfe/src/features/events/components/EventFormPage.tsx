import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { conferenceModeOf, createConference, updateConference, useSessionStore, type ConferenceEvent } from '@platform/shared-api';
import {
  Alert,
  Button,
  CopyButton,
  EmptyState,
  Icon,
  IconButton,
  PageLoader,
  SelectField,
  TextArea,
  TextField,
  describeError,
  toast,
  type FieldError,
} from '@platform/ui';
import { useConference } from '../api/useConference';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import {
  DURATIONS_MINUTES,
  EVENT_MODES,
  PASSCODE_MAX,
  TITLE_MAX,
  DESCRIPTION_MAX,
  SPEAKER_NAME_MAX,
  addMinutesLocal,
  emptyEventForm,
  eventFormFromEvent,
  formFieldOf,
  isFormDirty,
  minutesBetween,
  newSpeakerKey,
  toConferenceInput,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../utils/event-form';
import { userTimeZone } from '../utils/event-time';
import styles from './EventForm.module.css';
import page from './Page.module.css';

/** /app/conferences/add */
export function CreateEventPage() {
  const account = useSessionStore((s) => s.account);
  const initial = useMemo(() => emptyEventForm(conferenceModeOf(account)), [account]);
  return <EventForm initial={initial} />;
}

/** /app/conferences/:id/edit (the id is the event's alias). */
export function EditEventPage() {
  const { t } = useTranslation('events');
  const { id } = useParams();
  const { event, error, loading } = useConference(id);
  if (loading) return <PageLoader label={t('common:loading')} />;
  if (error || !event || event.is_host === false) {
    return (
      <div className={page.page}>
        <EmptyState icon="alert" title={t('detail.notFoundTitle')}>
          {t('detail.notFoundBody')}
        </EmptyState>
      </div>
    );
  }
  return <EventForm initial={eventFormFromEvent(event)} event={event} />;
}

function generatePasscode(): string {
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return String(bytes[0] % 1_000_000).padStart(6, '0');
}

function durationLabel(t: (k: string, o: Record<string, unknown>) => string, minutes: number): string {
  if (minutes < 60) return t('form.minutes', { count: minutes });
  if (minutes % 60 === 0) return t('form.hours', { count: minutes / 60 });
  return t('form.hoursMinutes', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

function EventForm({ initial, event }: { initial: EventFormValues; event?: ConferenceEvent }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isEdit = Boolean(event);
  const dirty = isFormDirty(initial, values);
  const { confirmIfDirty, allowNavigation } = useUnsavedChangesGuard(dirty && !saving);
  const labels = useMemo(() => ({ topic: t('form.topic'), start: t('form.start'), end: t('form.end') }), [t]);

  // After the first submit, errors follow the input as the user fixes it.
  useEffect(() => {
    if (!submitted) return;
    const next = validateEventForm(values, labels);
    setErrors(next);
    if (Object.keys(next).length === 0) setFormError(null);
  }, [values, submitted, labels]);

  const tr = (key: string, options: Record<string, unknown>) => t(key, options);
  const message = (error?: FieldError) =>
    error ? (error.key.includes(':') ? t(error.key, error.params ?? {}) : t(`common:${error.key}`, error.params ?? {})) : null;
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

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

  function updateSpeaker(index: number, patch: Partial<EventFormValues['speakers'][number]>) {
    setValues((v) => ({ ...v, speakers: v.speakers.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (savingRef.current) return;
    setSubmitted(true);
    const found = validateEventForm(values, labels);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('common:validation.notAllValid'));
      focusFirstError();
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setFormError(null);
    try {
      const input = toConferenceInput(values);
      const saved = event ? await updateConference({ ...input, id: event.id }) : await createConference(input);
      toast.success(event ? t('common:toast.saved') : t('form.created'));
      allowNavigation();
      navigate(`/app/conferences/${saved.alias}`, { replace: !event });
    } catch (error) {
      const described = describeError(error);
      const text = t(`common:${described.key}`, described.params);
      const field = formFieldOf(described.field);
      if (field) {
        setErrors((current) => ({
          ...current,
          [field]:
            field === 'end' && described.key === 'validation.notAllValid'
              ? { key: 'events:form.endBeforeStart' }
              : { key: described.key, params: described.params },
        }));
        focusFirstError();
      }
      setFormError(text);
      toast.error(t('common:toast.saveFailed'), { description: text });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  async function onCancel() {
    if (!(await confirmIfDirty())) return;
    allowNavigation();
    navigate(event ? `/app/conferences/${event.alias}` : '/app/conferences');
  }

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <button type="button" className={page.back} onClick={onCancel}>
        <Icon name="arrowLeft" size={16} />
        {event ? event.topic : t('detail.back')}
      </button>
      <header className={page.header}>
        <div>
          <h1 className={page.heading}>{isEdit ? t('form.editHeading') : t('form.createHeading')}</h1>
          {!isEdit ? <p className={page.subtitle}>{t('form.createSubtitle')}</p> : null}
        </div>
      </header>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={isEdit ? t('form.editHeading') : t('form.createHeading')}
      >
        {formError ? <Alert tone="danger">{formError}</Alert> : null}

        <section className={styles.section} aria-labelledby="sec-details">
          <h2 id="sec-details" className={styles.sectionTitle}>
            <Icon name="edit" size={18} />
            {t('form.sectionDetails')}
          </h2>
          <TextField
            label={t('form.topic')}
            required
            maxLength={TITLE_MAX}
            placeholder={t('form.topicPlaceholder')}
            value={values.topic}
            error={message(errors.topic)}
            onChange={(e) => set('topic', e.target.value)}
            autoFocus={!isEdit}
          />
          <TextArea
            label={t('form.description')}
            maxLength={DESCRIPTION_MAX}
            placeholder={t('form.descriptionPlaceholder')}
            value={values.description}
            error={message(errors.description)}
            onChange={(e) => set('description', e.target.value)}
            rows={3}
          />
        </section>

        <section className={styles.section} aria-labelledby="sec-time">
          <h2 id="sec-time" className={styles.sectionTitle}>
            <Icon name="clock" size={18} />
            {t('form.sectionTime')}
          </h2>
          <div className={styles.segmented} role="radiogroup" aria-label={t('callType.label')}>
            {(['scheduled', 'instant'] as const).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="callType"
                  value={type}
                  checked={values.callType === type}
                  onChange={() => set('callType', type)}
                />
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
        </section>

        <section className={styles.section} aria-labelledby="sec-access">
          <h2 id="sec-access" className={styles.sectionTitle}>
            <Icon name="lock" size={18} />
            {t('form.sectionAccess')}
          </h2>
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
        </section>

        <section className={styles.section} aria-labelledby="sec-speakers">
          <h2 id="sec-speakers" className={styles.sectionTitle}>
            <Icon name="users" size={18} />
            {t('form.sectionSpeakers')}
          </h2>
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
        </section>

        <div className={styles.footer}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={saving} loadingLabel={isEdit ? t('form.saving') : t('form.creating')}>
            {isEdit ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </div>
  );
}
