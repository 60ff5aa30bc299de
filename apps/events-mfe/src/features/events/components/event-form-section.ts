import type { Dispatch, SetStateAction } from 'react';
import type { FieldError } from '@platform/ui';
import type { EventFormErrors, EventFormValues } from '../utils/event-form';

/** What each section of the event form gets from the form: the values, their errors and setters, and an error's message. */
export interface EventFormSectionProps {
  values: EventFormValues;
  errors: EventFormErrors;
  message: (error?: FieldError) => string | null;
  set: <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => void;
  setValues: Dispatch<SetStateAction<EventFormValues>>;
}
