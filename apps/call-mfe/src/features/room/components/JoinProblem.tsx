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
  const network = kind === 'network';
  const invalid = kind === 'invalid';
  return (
    <div className={styles.centered}>
      <EmptyState
        icon={network ? 'alert' : invalid ? 'link' : 'calendar'}
        title={network ? t('common:errors.network') : invalid ? t('common:errors.invalidLink') : t('join.ended')}
        action={
          <Button
            variant="primary"
            icon={network ? 'refresh' : 'home'}
            onClick={network ? () => window.location.reload() : () => navigate('/app')}
          >
            {network ? t('join.retry') : t('join.home')}
          </Button>
        }
      >
        {network ? null : invalid ? t('join.invalidHint') : t('join.endedHint')}
      </EmptyState>
    </div>
  );
}
