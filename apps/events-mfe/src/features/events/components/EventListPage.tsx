import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { Alert, Button, EmptyState, Icon, Spinner, Tabs, TextField, describeError } from '@platform/ui';
import { byStartTime, useConferenceList, type ListWhen } from '../api/useConferenceList';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { userTimeZone } from '../utils/event-time';
import { EventRow } from './EventRow';
import styles from './Page.module.css';

/** My events (/app/conferences): upcoming and past, server-side search, paging. */
export function EventListPage() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const when: ListWhen = params.get('tab') === 'past' ? 'past' : 'upcoming';
  const [query, setQuery] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(query.trim(), 300);
  const list = useConferenceList({ when, search });

  // The search lives in the URL too, so that coming back from an event restores it.
  useEffect(() => {
    if ((params.get('q') ?? '') === search) return;
    const next = new URLSearchParams(params);
    if (search) next.set('q', search);
    else next.delete('q');
    setParams(next, { replace: true });
  }, [search, params, setParams]);

  function setTab(tab: ListWhen) {
    const next = new URLSearchParams(params);
    if (tab === 'past') next.set('tab', 'past');
    else next.delete('tab');
    setParams(next, { replace: true });
  }

  const described = list.error ? describeError(list.error) : null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>{t('list.heading')}</h1>
          <p className={styles.subtitle}>{t('list.subtitle', { zone: userTimeZone() })}</p>
        </div>
        <Button variant="primary" icon="plus" onClick={() => navigate('/app/conferences/add')}>
          {t('list.create')}
        </Button>
      </header>
      <div className={styles.toolbar}>
        <div className={styles.search} role="search">
          <span className={styles.searchIcon}>
            <Icon name="search" size={18} />
          </span>
          <TextField
            type="search"
            label={t('list.searchLabel')}
            hideLabel
            placeholder={t('list.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      <Tabs
        label={t('list.tabsLabel')}
        value={when}
        onChange={setTab}
        items={[
          { id: 'upcoming', label: t('list.upcoming') },
          { id: 'past', label: t('list.past') },
        ]}
        busy={list.status === 'loading'}
      >
        {list.status === 'loading' ? (
          <div className={styles.loader}>
            <Spinner size="lg" label={t('common:loading')} />
          </div>
        ) : list.status === 'error' && list.items.length === 0 ? (
          <Alert tone="danger">
            {t('list.loadFailed')} {described ? t(`common:${described.key}`, described.params) : null}{' '}
            <Button size="sm" variant="secondary" onClick={() => void list.reload()}>
              {t('common:actions.retry')}
            </Button>
          </Alert>
        ) : list.items.length === 0 ? (
          search ? (
            <EmptyState
              icon="search"
              title={t('list.emptySearchTitle', { query: search })}
              action={
                <Button variant="secondary" onClick={() => setQuery('')}>
                  {t('list.clearSearch')}
                </Button>
              }
            >
              {t('list.emptySearchBody')}
            </EmptyState>
          ) : when === 'upcoming' ? (
            <EmptyState
              icon="calendar"
              title={t('list.emptyUpcomingTitle')}
              action={
                <Link className="ui-button ui-button--primary" to="/app/conferences/add">
                  {t('home.schedule')}
                </Link>
              }
            >
              {t('list.emptyUpcomingBody')}
            </EmptyState>
          ) : (
            <EmptyState icon="clock" title={t('list.emptyPastTitle')}>
              {t('list.emptyPastBody')}
            </EmptyState>
          )
        ) : (
          <>
            <ul className={styles.list} aria-label={when === 'past' ? t('list.past') : t('list.upcoming')}>
              {byStartTime(list.items, when === 'past' ? -1 : 1).map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
            {list.next ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  loading={list.status === 'loadingMore'}
                  loadingLabel={t('list.loadingMore')}
                  onClick={() => void list.loadMore()}
                >
                  {t('list.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Tabs>
    </div>
  );
}
