import { forwardRef, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import { secretFromInput } from '@platform/shared-api';
import { Button, PasswordField } from '@platform/ui';
import styles from './call.module.css';

/** The end-to-end room's secret, typed or pasted (the invite link whole, or what follows `#e2e=`). */
export const RoomSecretField = forwardRef<HTMLInputElement, { value: string; error?: string; onChange(value: string): void }>(
  function RoomSecretField({ value, error, onChange }, ref) {
    const { t } = useTranslation('call');
    return (
      <PasswordField
        ref={ref}
        label={t('secret.label')}
        hint={t('secret.hint')}
        value={value}
        autoComplete="off"
        spellCheck={false}
        required
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  },
);

/**
 * In the call, an end-to-end room on LiveKit with no secret in this browser (issue 26): nothing is
 * connected until the secret is given, so the media never goes out in the clear.
 */
export function SecretPrompt({ onChoose }: { onChoose(secret: string): void }) {
  const { t } = useTranslation('call');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const secret = secretFromInput(value);
    if (!secret) {
      setError(t('secret.invalid'));
      return input.current?.focus();
    }
    onChoose(secret);
  };
  return (
    <form className={styles.secretPrompt} onSubmit={submit} noValidate aria-labelledby="secret-prompt-title">
      <h2 id="secret-prompt-title">{t('secret.title')}</h2>
      <RoomSecretField
        ref={input}
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="primary">
        {t('secret.use')}
      </Button>
    </form>
  );
}
