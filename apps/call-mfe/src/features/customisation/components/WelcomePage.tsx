import { useTranslation } from '@platform/i18n';
import type { EventCustomisation } from '@platform/shared-api';
import { Button } from '@platform/ui';
import styles from './customisation.module.css';

/** The host's welcome page (customisation), shown before the camera check of `j/{alias}`. */
export function WelcomePage({ look, topic, onContinue }: { look: EventCustomisation; topic?: string; onContinue(): void }) {
  const { t } = useTranslation('call');
  return (
    <div className={styles.page} data-testid="welcome-page">
      <div className={styles.card}>
        {look.logo.image_url && <img className={styles.cardLogo} src={look.logo.image_url} alt={t('customisation.logo')} />}
        {topic && <p className={styles.eyebrow}>{topic}</p>}
        <h1 className={styles.cardTitle}>{look.welcome_page.title || t('customisation.welcome')}</h1>
        {look.welcome_page.message && <p className={styles.cardText}>{look.welcome_page.message}</p>}
        <Button variant="primary" size="lg" icon="chevronRight" onClick={onContinue} autoFocus>
          {t('customisation.continue')}
        </Button>
      </div>
    </div>
  );
}
