import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { conferenceModeOf, createConference, updateConference, useSessionStore, type ConferenceEvent } from '@platform/shared-api';
import { Alert, Button, EmptyState, Icon, PageLoader, TextArea, TextField, describeError, toast, type FieldError } from '@platform/ui';
import { useConference } from '../api/useConference';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import {
  TITLE_MAX,
  DESCRIPTION_MAX,
  emptyEventForm,
  eventFormFromEvent,
  formFieldOf,
  isFormDirty,
  toConferenceInput,
  validateEventForm,
  type EventFormErrors,
  type EventFormValues,
} from '../utils/event-form';
import { EventAccessSection } from './EventAccessSection';
import { EventSpeakersSection } from './EventSpeakersSection';
import { EventTimeSection } from './EventTimeSection';
import { FormSection } from './EventFormSection';
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

  const message = (error?: FieldError) =>
    error ? (error.key.includes(':') ? t(error.key, error.params ?? {}) : t(`common:${error.key}`, error.params ?? {})) : null;
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

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

        <FormSection id="sec-details" icon="edit" title={t('form.sectionDetails')}>
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
        </FormSection>

        <EventTimeSection values={values} errors={errors} message={message} set={set} setValues={setValues} />

        <EventAccessSection values={values} errors={errors} message={message} set={set} setValues={setValues} />

        <EventSpeakersSection values={values} errors={errors} message={message} set={set} setValues={setValues} />

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
