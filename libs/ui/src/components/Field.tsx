import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '@platform/i18n';
import { Icon } from './Icon';
import { IconButton } from './Button';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  hideLabel?: boolean;
}

/** Label, control, hint and error, wired for screen readers. */
export function FieldFrame({ id, label, error, hint, required, children, hideLabel }: FieldFrameProps) {
  return (
    <div className="ui-field">
      <label htmlFor={id} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <span id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="ui-field__error" role="alert">
          <Icon name="alert" size={14} />
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * What a field with a maxLength says at its limit: the browser cuts a longer paste without a word,
 * so the field says it kept only the first `max` characters; typed up to the limit, it says the limit.
 */
function useLengthLimit(
  maxLength: number | undefined,
  value: unknown,
  onPaste?: (event: ClipboardEvent<HTMLInputElement & HTMLTextAreaElement>) => void,
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void,
) {
  const { t } = useTranslation('common');
  const [cut, setCut] = useState(false);
  const length = typeof value === 'string' ? value.length : 0;
  const atLimit = maxLength !== undefined && maxLength > 0 && length >= maxLength;
  const change = (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    onChange?.(event);
    if (maxLength !== undefined && event.target.value.length < maxLength) setCut(false);
  };
  const paste = (event: ClipboardEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    onPaste?.(event);
    if (maxLength === undefined || maxLength <= 0) return;
    const field = event.currentTarget;
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    if (field.value.length - selected + event.clipboardData.getData('text').length > maxLength) setCut(true);
  };
  const note = !atLimit ? null : t(cut ? 'validation.atLimit' : 'validation.tooLong', { max: maxLength });
  return { note, paste, change };
}

function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, required, hideLabel, className, onPaste, onChange, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const limit = useLengthLimit(rest.maxLength, rest.value, onPaste, onChange);
  const shownHint = limit.note ?? hint;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={shownHint} required={required} hideLabel={hideLabel}>
      <input
        ref={ref}
        id={fieldId}
        className={['ui-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, shownHint)}
        aria-required={required || undefined}
        onPaste={limit.paste}
        onChange={limit.change}
        {...rest}
      />
    </FieldFrame>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(
  { label, error, hint, id, required, ...rest },
  ref,
) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <div className="ui-input-wrap">
        <input
          ref={ref}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className="ui-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          aria-required={required || undefined}
          {...rest}
        />
        <IconButton
          className="ui-input-wrap__action"
          variant="ghost"
          size="sm"
          icon={visible ? 'eyeOff' : 'eye'}
          label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
          onClick={() => setVisible((v) => !v)}
        />
      </div>
    </FieldFrame>
  );
});

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, required, onPaste, onChange, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const limit = useLengthLimit(rest.maxLength, rest.value, onPaste, onChange);
  const shownHint = limit.note ?? hint;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={shownHint} required={required}>
      <textarea
        ref={ref}
        id={fieldId}
        className="ui-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, shownHint)}
        onPaste={limit.paste}
        onChange={limit.change}
        {...rest}
      />
    </FieldFrame>
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  options: Array<{ value: string; label: string }>;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, options, required, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <select
        ref={ref}
        id={fieldId}
        className="ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

export function Switch({
  label,
  checked,
  onChange,
  disabled,
  description,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  description?: ReactNode;
}) {
  return (
    <label className="ui-switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {label}
        {description ? (
          <span className="ui-field__hint" style={{ display: 'block' }}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
