import { useNavigate } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { Button, EmptyState } from '@platform/ui';
import styles from './join.module.css';

/** Why `j/{alias}` cannot be joined: a link that names nothing, no network, or an event that has ended. */
export function JoinProblem({ kind }: { kind: 'invalid' | 'network' | 'ended' }) {
  const { t } = useTranslation('call');
  const navigate = useNavigate();
  const home = (
    <Button variant="primary" icon="home" onClick={() => navigate('/app')}>
      {t('join.home')}
    </Button>
  );
  if (kind === 'invalid') {
    return (
      <div className={styles.centered}>
        <EmptyState icon="link" title={t('common:errors.invalidLink')} action={home}>
          {t('join.invalidHint')}
        </EmptyState>
      </div>
    );
  }
  if (kind === 'network') {
    return (
      <div className={styles.centered}>
        <EmptyState
          icon="alert"
          title={t('common:errors.network')}
          action={
            <Button variant="primary" icon="refresh" onClick={() => window.location.reload()}>
              {t('join.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  // An ended event has no room to wait in; its host may still open it again.
  return (
    <div className={styles.centered}>
      <EmptyState icon="calendar" title={t('join.ended')} action={home}>
        {t('join.endedHint')}
      </EmptyState>
    </div>
  );
}
