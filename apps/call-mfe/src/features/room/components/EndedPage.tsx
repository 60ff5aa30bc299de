import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { getConferenceShortDetail, isApiError } from '@platform/shared-api';
import { Button, EmptyState, Icon, PageLoader } from '@platform/ui';
import { useEventCustomisation } from '../../customisation';
import styles from './call.module.css';

/** What the server says of the event: ended (or not), or no such event; null while asking, or when it cannot be asked. */
type Verdict = 'ended' | 'on' | 'unknown' | 'unreachable' | null;

function useEventVerdict(alias: string): Verdict {
  const [verdict, setVerdict] = useState<Verdict>(null);
  useEffect(() => {
    let cancelled = false;
    setVerdict(null);
    getConferenceShortDetail({ alias }).then(
      (detail) => !cancelled && setVerdict(detail.ended ? 'ended' : 'on'),
      (error) => !cancelled && setVerdict(isApiError(error) && error.status === 404 ? 'unknown' : 'unreachable'),
    );
    return () => {
      cancelled = true;
    };
  }, [alias]);
  return verdict;
}

/**
 * `c/{alias}/ended`: the person left, or the event ended. The server says which: an ended event offers no
 * "Join again" (it would only wait for a host who has gone), and an unknown link is not an event at all.
 */
export function EndedPage() {
  const { alias = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('call');
  const verdict = useEventVerdict(alias);
  // The host's end-call page (customisation) speaks instead of ours when they wrote one.
  const page = useEventCustomisation(alias)?.end_call_page;
  const custom = page?.enabled && (page.title || page.message) ? page : null;
  const home = (
    <Button variant="secondary" icon="home" onClick={() => navigate('/app')}>
      {t('state.home')}
    </Button>
  );

  if (verdict === null) return <PageLoader label={t('ended.checking')} />;
  if (verdict === 'unknown') {
    return (
      <div className={styles.stateScreen} data-testid="call-ended">
        <EmptyState icon="link" title={t('common:errors.invalidLink')} action={home}>
          {t('join.invalidHint')}
        </EmptyState>
      </div>
    );
  }
  const ended = verdict === 'ended';
  const title = ended ? t('ended.ended.title') : t('ended.left.title');
  const text = !ended ? t('ended.left.text') : search.get('reason') === 'ended' ? t('ended.ended.text') : t('ended.over');
  return (
    <div className={styles.stateScreen} data-testid="call-ended" data-ended={ended || undefined}>
      <div className={styles.stateCard}>
        <span className={styles.stateIcon} aria-hidden>
          <Icon name="phoneOff" size={28} />
        </span>
        <h1 className={styles.stateTitle}>{custom?.title || title}</h1>
        <p className={`${styles.stateText} ${styles.hostMessage}`} data-testid="ended-message">
          {custom?.message || text}
        </p>
        <div className={styles.stateActions}>
          {custom?.redirect_url && (
            <a className="ui-button ui-button--primary" href={custom.redirect_url} rel="noopener" data-testid="ended-continue">
              {t('customisation.endContinue')}
            </a>
          )}
          {!ended ? (
            <Button variant={custom?.redirect_url ? 'secondary' : 'primary'} icon="refresh" onClick={() => navigate(`/j/${alias}`)}>
              {t('ended.rejoin')}
            </Button>
          ) : null}
          {home}
        </div>
        <div className={styles.apps}>
          <h2>{t('ended.appsTitle')}</h2>
          <p>{t('ended.appsText')}</p>
          <Link className="ui-button ui-button--secondary" to="/app/get_app" data-testid="ended-get-app">
            <Icon name="download" size={18} />
            {t('ended.getApp')}
          </Link>
        </div>
      </div>
    </div>
  );
}
