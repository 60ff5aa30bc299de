import type { ReactNode } from 'react';
import { Icon, type IconName } from '@platform/ui';
import styles from './auth.module.css';

/** The frame of every auth screen: optional icon, the page heading, a lead line, content, footer. */
export function AuthCard({
  icon,
  heading,
  lead,
  children,
  footer,
  testId,
}: {
  icon?: IconName;
  heading: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.card} data-testid={testId}>
      {icon ? (
        <span className={styles.badge} aria-hidden="true">
          <Icon name={icon} size={24} />
        </span>
      ) : null}
      <h1 className={styles.heading}>{heading}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

/** A centred result: success, failure or progress, with actions below. */
export function StatusBlock({
  tone,
  icon,
  children,
  actions,
}: {
  tone: 'success' | 'danger' | 'info';
  icon: IconName;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.status} role={tone === 'danger' ? 'alert' : 'status'}>
      <span className={styles.statusIcon} data-tone={tone} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

export { styles as authStyles };
