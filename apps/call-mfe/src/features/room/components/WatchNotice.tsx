import { useTranslation } from '@platform/i18n';
import { Icon } from '@platform/ui';
import styles from './join.module.css';

/**
 * The join page of someone who will watch (issue 29): in place of a camera check, what they will do
 * in the event. No camera or microphone is opened; they are asked for them only if brought on stage.
 */
export function WatchNotice() {
  const { t } = useTranslation('call');
  return (
    <section className={styles.previewColumn} aria-labelledby="watch-title" data-testid="watch-notice">
      <div className={`${styles.preview} ${styles.watch}`}>
        <Icon name="eye" size={40} />
        <h2 id="watch-title" className={styles.watchTitle}>
          {t('join.watchTitle')}
        </h2>
        <p className={styles.watchText}>{t('join.watchText')}</p>
      </div>
    </section>
  );
}
