import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useFieldErrors } from '#src/lib/useFieldErrors.ts';
import { saveWithToast } from '#src/lib/save.ts';
import type { FieldError } from '@platform/ui';
import { MIN_PASSWORD_LENGTH } from '../utils/password-rules';

const CODES = {
  password_wrong: 'settings:password.currentWrong',
  password_weak: 'common:validation.passwordShort',
  password_already_set: 'settings:password.alreadySet',
};

/**
 * A password form's state and submit (change and set password): what was typed, the field errors (the client's
 * rules first, then the server's, with the minimum length), saving, and the toast. A failed save keeps what was typed.
 */
export function usePasswordForm<V extends Record<string, string>>(options: {
  empty: V;
  validate: (values: V) => Partial<Record<keyof V & string, FieldError>>;
  save: (values: V) => Promise<unknown>;
  onSaved: () => void;
  onEdit?: () => void;
}) {
  const [values, setValues] = useState(options.empty);
  const [saving, setSaving] = useState(false);
  const fields = useFieldErrors<keyof V & string>();

  const set = (field: keyof V & string) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    fields.clear(field);
    options.onEdit?.();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = options.validate(values);
    fields.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    const result = await saveWithToast(() => options.save(values), CODES);
    setSaving(false);
    if (result.ok) {
      setValues(options.empty);
      options.onSaved();
    } else fields.fromServer({ ...result.error, params: { min: MIN_PASSWORD_LENGTH, ...result.error.params } });
  }

  return { values, set, saving, message: fields.message, onSubmit };
}
