import { useNavigate } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { Button, EmptyState } from '@platform/ui';
import styles from './join.module.css';

/**
 * Why `j/{alias}` cannot be joined: a link that names nothing, no network (retry), or an event that has
 * ended (an ended event has no room to wait in; its host may still open it again).
 */
export function JoinProblem({ kind }: { kind: 'invalid' | 'network' | 'ended' }) {
  const { t } = useTranslation('call');
  const navigate = useNavigate();
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
  const invalid = kind === 'invalid';
  return (
    <div className={styles.centered}>
      <EmptyState
        icon={invalid ? 'link' : 'calendar'}
        title={invalid ? t('common:errors.invalidLink') : t('join.ended')}
        action={
          <Button variant="primary" icon="home" onClick={() => navigate('/app')}>
            {t('join.home')}
          </Button>
        }
      >
        {invalid ? t('join.invalidHint') : t('join.endedHint')}
      </EmptyState>
    </div>
  );
}
