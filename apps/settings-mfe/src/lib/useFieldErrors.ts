import { useCallback, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { DescribedError, FieldError } from '@platform/ui';

/** Field errors of a form as translated text, from client rules or from the server's `field`. */
export function useFieldErrors<F extends string>() {
  const { t } = useTranslation(['settings', 'common']);
  const [errors, setErrors] = useState<Partial<Record<F, FieldError>>>({});
  const message = useCallback(
    (field: F) => {
      const error = errors[field];
      return error ? t(error.key.includes(':') ? error.key : `common:${error.key}`, error.params ?? {}) : null;
    },
    [errors, t],
  );
  const fromServer = useCallback((error: DescribedError, fallback?: F) => {
    const field = (error.field as F | undefined) ?? fallback;
    if (field) setErrors((current) => ({ ...current, [field]: { key: error.key, params: error.params } }));
  }, []);
  const clear = useCallback((field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);
  return { errors, setErrors, message, fromServer, clear };
}
