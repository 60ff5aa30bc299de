import { useTranslation } from '@platform/i18n';
import { Badge } from '@platform/ui';
import { useSafetyCode, type CallMedia } from '../../media';
import styles from './call.module.css';

/**
 * An end-to-end call's header badge (issue 26): that it is encrypted end to end, and the safety code
 * everyone compares aloud (the same for all while nobody in between holds a key).
 */
export function EncryptionBadge({ media }: { media: Pick<CallMedia, 'fingerprints'> }) {
  const { t } = useTranslation('call');
  const safety = useSafetyCode(media.fingerprints, true);
  return (
    <span className={styles.encryption} title={t('encryption.hint')}>
      <Badge tone="success">{t('encryption.label')}</Badge>
      <span role="status" aria-live="polite" data-testid="safety-code" data-code={safety?.code ?? ''} data-people={safety?.people ?? 0}>
        {safety ? t('encryption.code', { code: safety.code }) : t('encryption.waiting')}
      </span>
    </span>
  );
}
