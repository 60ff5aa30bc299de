import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { getConferenceShortDetail, isApiError, useSessionStore, type ConferenceEvent } from '@platform/shared-api';
import { Avatar, Badge, Button, Card, Icon, TextField, describeError, toast } from '@platform/ui';
import { startInstantCall } from '../api/start-instant-call';
import { byStartTime, useConferenceList } from '../api/useConferenceList';
import { joinPath, parseJoinInput } from '../utils/join-link';
import { EventRow } from './EventRow';
import styles from './Home.module.css';

const INSTANT_RETURN = '/app?start=instant';

/** The main home (/app): start an instant call, schedule one, or join by link. */
export function HomePage() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const account = useSessionStore((s) => s.account);
  const [starting, setStarting] = useState(false);
  const startedFromReturn = useRef(false);

  async function onInstant() {
    if (starting) return;
    if (!account) {
      // Guests cannot create events: sign in, then come back and start at once.
      navigate(`/login?redirect=${encodeURIComponent(INSTANT_RETURN)}`);
      return;
    }
    setStarting(true);
    try {
      const name = account.display_name?.trim();
      const event = await startInstantCall(account, name ? t('home.instantTopic', { name }) : t('home.instantTopicGuest'));
      navigate(`/j/${event.alias}`);
    } catch (error) {
      setStarting(false);
      const described = describeError(error);
      toast.error(described.key === 'errors.generic' ? t('home.instantFailed') : t(`common:${described.key}`, described.params));
    }
  }

  // Back from sign-in with ?start=instant: start the call the user asked for.
  useEffect(() => {
    if (params.get('start') !== 'instant' || !account || startedFromReturn.current) return;
    startedFromReturn.current = true;
    setParams({}, { replace: true });
    void onInstant();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, account]);

  return (
    <div className={styles.page}>
      <section aria-labelledby="home-headline">
        <h1 id="home-headline" className={styles.headline}>
          {t('home.headline')}
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
        <div className={styles.actions}>
          <Button variant="primary" size="lg" icon="video" loading={starting} loadingLabel={t('home.instantStarting')} onClick={onInstant}>
            {t('home.instant')}
          </Button>
          <Button variant="secondary" size="lg" icon="calendar" onClick={() => navigate('/app/conferences/add')}>
            {t('home.schedule')}
          </Button>
        </div>
        <hr className={styles.divider} />
        <JoinByLink />
        {!account ? (
          <p className={styles.hint}>
            <Icon name="lock" size={16} />
            <span>
              {t('home.signInHint')} <Link to={`/login?redirect=${encodeURIComponent('/app')}`}>{t('home.signIn')}</Link>
            </span>
          </p>
        ) : null}
      </section>
      <aside className={styles.aside}>{account ? <UpcomingEvents /> : <Hero />}</aside>
    </div>
  );
}

function JoinByLink() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    const target = parseJoinInput(value);
    if (!target) {
      setError(t('common:errors.invalidLink'));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      await getConferenceShortDetail({ alias: target.alias });
      navigate(joinPath(target));
    } catch (e) {
      setChecking(false);
      if (isApiError(e) && (e.status === 404 || e.code === 'invalid_conference_link')) setError(t('common:errors.invalidLink'));
      else {
        const described = describeError(e);
        setError(t(`common:${described.key}`, described.params));
      }
    }
  }

  return (
    <form className={styles.joinForm} onSubmit={onSubmit} noValidate>
      <div className={`${styles.joinField} ${styles.joinInput}`}>
        <span className={styles.joinIcon}>
          <Icon name="link" size={18} />
        </span>
        <TextField
          label={t('home.joinLabel')}
          hideLabel
          placeholder={t('home.joinPlaceholder')}
          value={value}
          error={error}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        variant={value.trim() ? 'primary' : 'ghost'}
        disabled={!value.trim()}
        loading={checking}
        loadingLabel={t('home.joining')}
      >
        {t('home.join')}
      </Button>
    </form>
  );
}

function UpcomingEvents() {
  const { t } = useTranslation('events');
  const list = useConferenceList({ when: 'upcoming', search: '', limit: 20 });
  const items: ConferenceEvent[] = byStartTime(list.items).slice(0, 4);
  return (
    <Card>
      <div className={styles.upcomingHead}>
        <h2>{t('home.upcoming')}</h2>
        <Link to="/app/conferences">{t('home.seeAll')}</Link>
      </div>
      {list.status === 'loading' ? (
        <p className={styles.muted}>{t('common:loading')}</p>
      ) : list.status === 'error' ? (
        <p className={styles.muted} role="alert">
          {t('list.loadFailed')}{' '}
          <Button size="sm" variant="ghost" onClick={() => void list.reload()}>
            {t('common:actions.retry')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('home.noUpcoming')}</p>
      ) : (
        <ul className={styles.upcomingList}>
          {items.map((event) => (
            <EventRow key={event.id} event={event} compact />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A call-grid illustration with the product's strengths, for visitors. */
function Hero() {
  const { t } = useTranslation('events');
  const people = ['Linh Trần', 'Minh Phạm', 'Alex Kim', 'Hà Nguyễn'];
  return (
    <div>
      <div className={styles.hero} aria-hidden="true">
        {people.map((name, i) => (
          <div key={name} className={styles.tile}>
            <Avatar name={name} size={56} />
            <span className={styles.tileName}>{name}</span>
            {i === 0 ? (
              <span className={styles.tileLive}>
                <Badge tone="primary">
                  <Icon name="mic" size={12} />
                </Badge>
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <ul className={styles.features}>
        <li>
          <Icon name="users" size={18} />
          {t('home.featureMeeting')}
        </li>
        <li>
          <Icon name="globe" size={18} />
          {t('home.featureConference')}
        </li>
        <li>
          <Icon name="share" size={18} />
          {t('home.featureShare')}
        </li>
      </ul>
    </div>
  );
}
