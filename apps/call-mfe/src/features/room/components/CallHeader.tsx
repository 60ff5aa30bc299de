import { forwardRef } from 'react';
import { useTranslation } from '@platform/i18n';
import { Badge, Button } from '@platform/ui';
import type { useCallMedia } from '../../media';
import { BroadcastBar } from '../../broadcast';
import type { RoomClient } from '../api/room-client';
import type { useListeningChannel } from '../hooks/useListeningChannel';
import type { RoomSecret } from '../hooks/useRoomSecret';
import type { RoomView } from '../utils/room-view';
import { ChannelPicker } from './ChannelPicker';
import { EndToEndStatus } from './EncryptionBadge';
import styles from './call.module.css';

interface CallHeaderProps {
  /** The controls are faded out while the pointer rests. */
  faded: boolean;
  client: RoomClient;
  view: RoomView;
  room: NonNullable<RoomView['room']>;
  sharing: boolean;
  endToEnd: boolean;
  media: ReturnType<typeof useCallMedia>;
  roomSecret: RoomSecret;
  moderator: boolean;
  listening: ReturnType<typeof useListeningChannel>;
  /** The room's socket is reconnecting. */
  reconnecting: boolean;
}

/** The call's header: title, people, the room's state badges, encryption, broadcast bar, channel picker, connection trouble. */
export const CallHeader = forwardRef<HTMLElement, CallHeaderProps>(function CallHeader(
  { faded, client, view, room, sharing, endToEnd, media, roomSecret, moderator, listening, reconnecting },
  ref,
) {
  const { t } = useTranslation('call');
  const mediaTrouble = media.status === 'failed' ? t(media.error ?? 'media.failed') : null;
  return (
    <header ref={ref} className={`${styles.header}${faded ? ` ${styles.faded}` : ''}`}>
      <div className={styles.headerTitle}>
        <h1>{room.title}</h1>
        <span className={styles.headerMeta}>
          {t('header.people', { count: Math.max(view.count, view.participants.length) })}
          {room.locked && <Badge tone="danger">{t('header.locked')}</Badge>}
          {room.waiting_room && <Badge>{t('header.waitingRoom')}</Badge>}
          {room.mode_switching ? <Badge tone="primary">{t('host.modeSwitching')}</Badge> : <Badge>{t(`mode.${room.mode}`)}</Badge>}
          {sharing && <Badge tone="primary">{t('header.sharing')}</Badge>}
        </span>
      </div>
      {endToEnd && <EndToEndStatus media={media} secret={roomSecret} />}
      <BroadcastBar client={client} moderator={moderator} endToEnd={endToEnd} />
      <ChannelPicker state={listening} onChange={listening.choose} />
      {(reconnecting || media.status === 'reconnecting') && (
        <span className={styles.reconnecting} role="status">
          {t('state.reconnecting.title')}
        </span>
      )}
      {mediaTrouble && !reconnecting && (
        <span className={styles.mediaTrouble}>
          <span className={styles.reconnecting} role="alert">
            {mediaTrouble}
          </span>
          <Button size="sm" variant="secondary" icon="refresh" onClick={media.retry}>
            {t('media.retry')}
          </Button>
        </span>
      )}
    </header>
  );
});
