import { i18n } from '@platform/i18n';
import { toast } from '@platform/ui';

/** How long the notice stays: long enough to read, it asks nothing of the user. */
export const FALLBACK_NOTICE_MS = 8000;

/** A discreet notice that a part of the product runs its previous version. */
export function announceFallback(name: string, version: string, failed: string): void {
  toast.notify(
    i18n.t('common:versions.fallbackNotice', { name: i18n.t(`common:versions.remoteNames.${name}`, { defaultValue: name }), version }),
    {
      id: `remote-fallback-${name}`,
      description: i18n.t('common:versions.fallbackDetail', { failed }),
      duration: FALLBACK_NOTICE_MS,
    },
  );
}
