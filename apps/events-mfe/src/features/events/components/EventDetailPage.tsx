import { useMemo } from 'react';
import { Link, useNavigate, useParams } from '@platform/router';
import { useTranslation, formatDate } from '@platform/i18n';
import { deleteConference, eventRoomSecret, inviteLinkWithSecret, useSessionStore, type ConferenceEvent } from '@platform/shared-api';
import {
  Badge,
  Button,
  Card,
  CopyButton,
  EmptyState,
  Icon,
  PageLoader,
  QrCode,
  describeError,
  dialogs,
  saveFile,
  toast,
} from '@platform/ui';
import { useConference } from '../api/useConference';
import { buildIcs, googleCalendarUrl, icsFileName, type CalendarEvent } from '../utils/ics';
import { buildInviteMessage, fillInviteMessage, inviteMailtoUrl } from '../utils/invite-message';
import { eventPhase, formatEventRange, userTimeZone } from '../utils/event-time';
import { InviteDialog } from './InviteDialog';
import { SpeakersPanel } from './SpeakersPanel';
import styles from './EventDetail.module.css';
import page from './Page.module.css';

/** /app/conferences/:id (the id is the event's alias): invite, QR, calendar, share, speakers. */
export function EventDetailPage() {
  const { t } = useTranslation('events');
  const { id } = useParams();
  const { event, error, loading } = useConference(id);
  if (loading) return <PageLoader label={t('common:loading')} />;
  if (error || !event) {
    const d = describeError(error);
    return (
      <div className={page.page}>
        <Link className={page.back} to="/app/conferences">
          <Icon name="arrowLeft" size={16} />
          {t('detail.back')}
        </Link>
        <EmptyState icon="alert" title={t('detail.notFoundTitle')}>
          {d.key === 'errors.network' ? t('common:errors.network') : t('detail.notFoundBody')}
        </EmptyState>
      </div>
    );
  }
  return <EventDetail event={event} />;
}

function EventDetail({ event }: { event: ConferenceEvent }) {
  const { t, i18n } = useTranslation('events');
  const navigate = useNavigate();
  const account = useSessionStore((s) => s.account);
  const isHost = event.is_host !== false;
  const phase = eventPhase(event);
  const senderName = account?.display_name || event.host?.display_name || '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  // An end-to-end event's link carries its secret in the #fragment (issue 26): made and kept by this browser, never sent to the server.
  // The calendar keeps the plain link: Google Calendar's link would hand the secret to Google's server.
  const secret = useMemo(() => eventRoomSecret(event, isHost), [event, isHost]);
  const inviteLink = secret ? inviteLinkWithSecret(event.invite_link, secret) : event.invite_link;

  const calendarEvent: CalendarEvent = {
    uid: `${event.alias}@convene`,
    title: event.topic,
    description: event.description,
    start: event.start_time,
    end: event.end_time,
    url: event.invite_link,
    organizerName: event.host?.display_name,
  };
  const invitation = useMemo(
    () =>
      buildInviteMessage(
        { body: t('inviteMessage.body'), timeLine: t('inviteMessage.timeLine'), passcodeLine: t('inviteMessage.passcodeLine') },
        {
          senderName,
          eventName: event.topic,
          eventLink: inviteLink,
          passcode: event.passcode,
          startTime: formatEventRange(event.start_time, event.end_time),
        },
      ),
    // The language is a dependency: the text and date format follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, senderName, event, inviteLink],
  );
  const subject = fillInviteMessage(t('detail.mailSubject'), { senderName, eventName: event.topic, eventLink: inviteLink });
  const mailto = inviteMailtoUrl({ subject, body: invitation });

  async function share() {
    try {
      await navigator.share({ title: event.topic, text: invitation, url: inviteLink });
    } catch (error) {
      if ((error as DOMException)?.name !== 'AbortError') toast.error(t('detail.shareFailed'));
    }
  }

  function openInvite() {
    void dialogs.open(
      (close) => (
        <InviteDialog message={invitation} link={inviteLink} mailto={mailto} onShare={canShare ? share : undefined} close={() => close()} />
      ),
      { label: t('detail.invite'), wide: true },
    );
  }

  async function onDelete() {
    const ok = await dialogs.confirm({
      title: t('common:dialog.deleteEventTitle'),
      message: t('common:dialog.deleteEventBody'),
      confirmLabel: t('common:actions.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteConference({ id: event.id });
      toast.success(t('detail.deleted'));
      navigate('/app/conferences', { replace: true });
    } catch (error) {
      const d = describeError(error);
      toast.error(t('detail.deleteFailed'), { description: t(`common:${d.key}`, d.params) });
    }
  }

  return (
    <div className={page.page}>
      <Link className={page.back} to="/app/conferences">
        <Icon name="arrowLeft" size={16} />
        {t('detail.back')}
      </Link>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card className={styles.hero}>
            <div className={styles.badges}>
              <Badge tone={phase === 'live' ? 'success' : phase === 'past' ? 'neutral' : 'primary'}>{t(`phase.${phase}`)}</Badge>
              <Badge>{t(`mode.${event.mode}`)}</Badge>
              <Badge>{t(`callType.${event.call_type}`)}</Badge>
            </div>
            <h1 className={styles.title}>{event.topic}</h1>
            <div className={styles.when}>
              <Icon name="calendar" size={18} />
              <time dateTime={event.start_time}>{formatEventRange(event.start_time, event.end_time)}</time>
            </div>
            {event.host?.display_name ? (
              <span className={styles.host}>{t('detail.hostedBy', { name: event.host.display_name })}</span>
            ) : null}
            <div className={styles.actions}>
              {phase !== 'past' ? (
                <Button variant="primary" icon="video" onClick={() => navigate(`/j/${event.alias}`)}>
                  {t('detail.join')}
                </Button>
              ) : null}
              <Button variant="secondary" icon="share" onClick={openInvite}>
                {t('detail.invite')}
              </Button>
              {isHost ? (
                <>
                  <Button variant="secondary" icon="edit" onClick={() => navigate(`/app/conferences/${event.alias}/edit`)}>
                    {t('detail.edit')}
                  </Button>
                  <Button variant="ghost" icon="trash" onClick={() => void onDelete()}>
                    {t('detail.delete')}
                  </Button>
                </>
              ) : null}
            </div>
          </Card>

          <Card aria-labelledby="invite-title">
            <h2 id="invite-title" className={styles.cardTitle}>
              <Icon name="link" size={18} />
              {t('detail.inviteLink')}
            </h2>
            <div className={styles.valueRow} role="group" aria-label={t('detail.inviteLink')}>
              <span className={styles.value} data-testid="invite-link">
                {inviteLink}
              </span>
              <CopyButton text={inviteLink} size="sm" variant="secondary" />
            </div>
            {event.passcode ? (
              <>
                <span className={styles.valueLabel}>{t('detail.passcode')}</span>
                <div className={styles.valueRow} role="group" aria-label={t('detail.passcode')}>
                  <span className={styles.value} data-testid="passcode">
                    {event.passcode}
                  </span>
                  <CopyButton text={event.passcode} size="sm" variant="secondary" />
                </div>
              </>
            ) : !event.has_passcode ? (
              <p className={styles.muted}>{t('detail.noPasscode')}</p>
            ) : null}
          </Card>

          {event.description ? (
            <Card aria-labelledby="desc-title">
              <h2 id="desc-title" className={styles.cardTitle}>
                <Icon name="edit" size={18} />
                {t('detail.description')}
              </h2>
              <p className={styles.description}>{event.description}</p>
            </Card>
          ) : null}

          {isHost ? <SpeakersPanel alias={event.alias} secret={secret} /> : null}
        </div>

        <div className={styles.side}>
          <Card aria-labelledby="qr-title">
            <h2 id="qr-title" className={styles.cardTitle}>
              <Icon name="qr" size={18} />
              {t('detail.qrTitle')}
            </h2>
            <div className={styles.qr}>
              <QrCode
                value={inviteLink}
                label={t('detail.qrLabel', { title: event.topic })}
                size={180}
                downloadName={`${icsFileName(event.topic).replace(/\.ics$/, '')}-qr.png`}
              />
              <p className={styles.muted}>{t('detail.qrHint')}</p>
            </div>
          </Card>

          <Card aria-labelledby="cal-title">
            <h2 id="cal-title" className={styles.cardTitle}>
              <Icon name="calendar" size={18} />
              {t('detail.calendarTitle')}
            </h2>
            <div className={styles.stackButtons}>
              <Button
                variant="secondary"
                icon="download"
                onClick={() =>
                  saveFile(icsFileName(event.topic), new Blob([buildIcs(calendarEvent)], { type: 'text/calendar;charset=utf-8' }))
                }
              >
                {t('detail.downloadIcs')}
              </Button>
              <a
                className="ui-button ui-button--secondary"
                href={googleCalendarUrl(calendarEvent)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="calendar" size={18} />
                {t('detail.googleCalendar')}
              </a>
            </div>
          </Card>

          <Card aria-labelledby="share-title">
            <h2 id="share-title" className={styles.cardTitle}>
              <Icon name="share" size={18} />
              {t('detail.shareTitle')}
            </h2>
            <div className={styles.stackButtons}>
              <a className="ui-button ui-button--secondary" href={mailto}>
                <Icon name="mail" size={18} />
                {t('detail.shareEmail')}
              </a>
              {canShare ? (
                <Button variant="secondary" icon="share" onClick={() => void share()}>
                  {t('detail.shareNative')}
                </Button>
              ) : null}
              <CopyButton text={invitation} label={t('detail.copyInvitation')} variant="secondary" />
            </div>
          </Card>
          <p className={styles.muted} style={{ textAlign: 'center' }}>
            {t('detail.timeZone', { zone: userTimeZone(), offset: formatDate(event.start_time, 'Z') })}
          </p>
        </div>
      </div>
    </div>
  );
}
