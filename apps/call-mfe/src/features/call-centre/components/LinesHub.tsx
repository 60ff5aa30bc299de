import { useEffect, useState } from 'react';
import { Link } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { listConferences, listQrAgentLines, type ConferenceEvent, type QrAgentLine } from '@platform/shared-api';
import { Card, PageLoader } from '@platform/ui';
import styles from './call-centre.module.css';

/** `/review/qr-code` signed in, without a code: the lines the account answers, and its events to turn into lines. */
export function LinesHub() {
  const { t } = useTranslation('call');
  const [events, setEvents] = useState<ConferenceEvent[] | null>(null);
  const [lines, setLines] = useState<QrAgentLine[]>([]);

  useEffect(() => {
    listConferences({ action: '', from_hex_id: '', limit: 0 }).then(
      (page) => setEvents(page.items),
      () => setEvents([]),
    );
    listQrAgentLines().then(
      (result) => setLines(result.items),
      () => setLines([]),
    );
  }, []);

  if (!events) return <PageLoader label={t('callCentre.loading')} />;
  return (
    <div className={styles.desk}>
      <header>
        <p className={styles.eyebrow}>{t('callCentre.agent.eyebrow')}</p>
        <h1 className={styles.title}>{t('callCentre.hub.title')}</h1>
        <p className={styles.muted}>{t('callCentre.hub.intro')}</p>
      </header>
      {lines.length > 0 && (
        <section aria-labelledby="hub-desks" className={styles.block}>
          <h2 id="hub-desks" className={styles.subtitle}>
            {t('callCentre.agent.lines')}
          </h2>
          <Card className={styles.panel}>
            <ul className={styles.recent}>
              {lines.map((line) => (
                <li key={line.alias}>
                  <span>
                    {line.topic} <span className={styles.muted}>· {line.host.display_name}</span>
                  </span>
                  <Link className="ui-button ui-button--primary ui-button--sm" to={`/review/qr-code?agent=1&alias=${line.alias}`}>
                    {t('callCentre.hub.openDesk')}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      )}
      <section aria-labelledby="hub-events" className={styles.block}>
        <h2 id="hub-events" className={styles.subtitle}>
          {t('callCentre.hub.events')}
        </h2>
        <Card className={styles.panel}>
          {events.length === 0 ? (
            <p className={styles.muted}>{t('callCentre.hub.noEvents')}</p>
          ) : (
            <ul className={styles.recent}>
              {events.map((event) => (
                <li key={event.alias}>
                  <span>{event.topic}</span>
                  <Link className="ui-button ui-button--secondary ui-button--sm" to={`/review/qr-code?manage=1&alias=${event.alias}`}>
                    {t('callCentre.hub.setUp')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </div>
  );
}
