import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Icon, type FieldError, type IconName } from '@platform/ui';
import type { EventFormErrors, EventFormValues } from '../utils/event-form';
import styles from './EventForm.module.css';

/** What each section of the event form gets from the form: the values, their errors and setters, and an error's message. */
export interface EventFormSectionProps {
  values: EventFormValues;
  errors: EventFormErrors;
  message: (error?: FieldError) => string | null;
  set: <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => void;
  setValues: Dispatch<SetStateAction<EventFormValues>>;
}

/** One titled section of the event form (its heading names it for screen readers). */
export function FormSection({ id, icon, title, children }: { id: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        <Icon name={icon} size={18} />
        {title}
      </h2>
      {children}
    </section>
  );
}
