import { useNavigate, useParams, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { Button, Icon } from '@platform/ui';
import { useEventCustomisation } from '../../customisation';
import styles from './call.module.css';

const APPS = [
  { id: 'windows', label: 'Windows' },
  { id: 'macos', label: 'macOS' },
  { id: 'android', label: 'Android' },
  { id: 'ios', label: 'iOS' },
];

/** `c/{alias}/ended`: the user left (or the host ended the event); re-join, go home, or get the apps. */
export function EndedPage() {
  const { alias = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('call');
  const reason = search.get('reason') === 'ended' ? 'ended' : 'left';
  // The host's end-call page (customisation) speaks instead of ours when they wrote one.
  const page = useEventCustomisation(alias)?.end_call_page;
  const custom = page?.enabled && (page.title || page.message) ? page : null;
  return (
    <div className={styles.stateScreen} data-testid="call-ended">
      <div className={styles.stateCard}>
        <span className={styles.stateIcon} aria-hidden><Icon name="phoneOff" size={28} /></span>
        <h1 className={styles.stateTitle}>{custom?.title || t(`ended.${reason}.title`)}</h1>
        <p className={`${styles.stateText} ${styles.hostMessage}`} data-testid="ended-message">{custom?.message || t(`ended.${reason}.text`)}</p>
        <div className={styles.stateActions}>
          {custom?.redirect_url && (
            <a className="ui-button ui-button--primary" href={custom.redirect_url} rel="noopener" data-testid="ended-continue">{t('customisation.endContinue')}</a>
          )}
          <Button variant={custom?.redirect_url ? 'secondary' : 'primary'} icon="refresh" onClick={() => navigate(`/j/${alias}`)}>{t('ended.rejoin')}</Button>
          <Button variant="secondary" icon="home" onClick={() => navigate('/app')}>{t('state.home')}</Button>
        </div>
        <div className={styles.apps}>
          <h2>{t('ended.appsTitle')}</h2>
          <p>{t('ended.appsText')}</p>
          <ul>
            {APPS.map((app) => (
              <li key={app.id}><a href={`/app/update?platform=${app.id}`} className={styles.appLink}><Icon name="download" size={16} /> {app.label}</a></li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
