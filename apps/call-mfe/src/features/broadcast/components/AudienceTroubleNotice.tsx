import { useTranslation } from '@platform/i18n';
import type { AudienceStreamMessage } from '@platform/shared-api';
import styles from './broadcast.module.css';

/** What the host and co-hosts read while their audience's stream cannot start: nobody sees them, and what to do (issue 29). */
export function AudienceTroubleNotice({ trouble }: { trouble: AudienceStreamMessage | null }) {
  const { t } = useTranslation('call');
  if (!trouble?.problem) return null;
  return (
    <p className={styles.trouble} role="alert" data-testid="audience-trouble">
      {t(`audience.hostNotice.${trouble.problem}`)}
    </p>
  );
}
