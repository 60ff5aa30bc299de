import { Link, useNavigate } from '@platform/router';
import { useTranslation, formatDate } from '@platform/i18n';
import { shareableInviteLink, type ConferenceEvent } from '@platform/shared-api';
import { Badge, Button, CopyButton, Icon } from '@platform/ui';
import { eventPhase, formatEventRange } from '../utils/event-time';
import styles from './EventRow.module.css';

/** One event in a list: date block, title, time, mode, and quick actions. */
export function EventRow({ event, compact }: { event: ConferenceEvent; compact?: boolean }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const phase = eventPhase(event);
  return (
    <li className={[styles.row, styles.clickable, phase === 'past' ? styles.past : ''].join(' ')} data-testid="event-row">
      <div className={styles.date} aria-hidden="true">
        <span className={styles.month}>{formatDate(event.start_time, 'MMM')}</span>
        <span className={styles.day}>{formatDate(event.start_time, 'D')}</span>
      </div>
      <div className={styles.body}>
        <Link className={styles.title} to={`/app/conferences/${event.alias}`} aria-label={t('list.open', { title: event.topic })}>
          {event.topic}
        </Link>
        <div className={`${styles.meta} ${styles.time}`}>
          <Icon name="clock" size={14} />
          <span>
            {compact
              ? `${formatDate(event.start_time, 'dddd')} · ${formatDate(event.start_time, 'LT')} – ${formatDate(event.end_time, 'LT')}`
              : formatEventRange(event.start_time, event.end_time)}
          </span>
        </div>
        {!compact ? (
          <div className={styles.meta}>
            {phase === 'live' ? <Badge tone="success">{t('phase.live')}</Badge> : null}
            <Badge tone="primary">{t(`mode.${event.mode}`)}</Badge>
            {event.call_type === 'instant' ? <Badge>{t('callType.instant')}</Badge> : null}
            {event.has_passcode ? (
              <Badge>
                <Icon name="lock" size={12} />
                {t('detail.passcode')}
              </Badge>
            ) : null}
            {event.speakers?.length ? (
              <Badge>
                <Icon name="users" size={12} />
                {event.speakers.length}
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        {!compact ? (
          <CopyButton text={shareableInviteLink(event, event.is_host !== false)} label={t('list.copyLink')} size="sm" variant="ghost" />
        ) : null}
        {phase !== 'past' ? (
          <Button size="sm" variant={phase === 'live' ? 'primary' : 'secondary'} icon="video" onClick={() => navigate(`/j/${event.alias}`)}>
            {t('list.join')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
