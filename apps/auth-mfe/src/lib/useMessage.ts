import { useCallback } from 'react';
import { useTranslation } from '@platform/i18n';

export interface Message {
  key: string;
  params?: Record<string, unknown>;
}

/** Translates a rule or error key: `ns:key` as given, a bare key from the common namespace. */
export function useMessage() {
  const { t } = useTranslation(['auth', 'common']);
  return useCallback(
    (message: Message | null | undefined): string | null => {
      if (!message) return null;
      const key = message.key.includes(':') ? message.key : `common:${message.key}`;
      return t(key, message.params ?? {}) as string;
    },
    [t],
  );
}
