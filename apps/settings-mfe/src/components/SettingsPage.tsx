import type { ReactNode } from 'react';
import { useNavigate } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { IconButton } from '@platform/ui';
import styles from './settings.module.css';

/** The frame of a settings page: back to settings, title, description, content. */
export function SettingsPage({
  title,
  description,
  back = true,
  wide,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return (
    <div className={`${styles.page}${wide ? ` ${styles.pageWide}` : ''}`}>
      <header className={styles.pageHead}>
        {back ? (
          <IconButton
            className={styles.back}
            variant="ghost"
            icon="arrowLeft"
            label={t('backToSettings')}
            onClick={() => navigate('/app/settings')}
          />
        ) : null}
        <div>
          <h1>{title}</h1>
          {description ? <p>{description}</p> : null}
        </div>
      </header>
      {children}
    </div>
  );
}

/** A card with a heading, an optional line under it and actions on the right. */
export function SettingsSection({
  title,
  description,
  actions,
  children,
  id,
  testId,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  id?: string;
  testId?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`ui-card ${styles.section}`} aria-labelledby={headingId} id={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={headingId}>{title}</h2>
          {description ? <p>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export { styles as settingsStyles };
