import { memo, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Avatar, Icon } from '@platform/ui';
import type { NetworkQuality } from '../utils/network-quality';
import type { AttachVideo } from '../api/types';
import { NetworkQualityIndicator } from './NetworkQualityIndicator';
import { useMediaTranslation } from './i18n';
import styles from './media.module.css';

export interface VideoTileProps {
  memberId: string;
  name: string;
  /** camera: a person; screen: their shared screen. */
  kind?: 'camera' | 'screen';
  stream?: MediaStream | null;
  /** LiveKit attaches through the transport so adaptive stream sees the element. */
  attach?: AttachVideo;
  isLocal?: boolean;
  cameraOn?: boolean;
  micOn?: boolean;
  speaking?: boolean;
  handRaised?: boolean;
  pinned?: boolean;
  /** Role badges already translated (Host, Co-host, Presenter, Interpreter). */
  badges?: string[];
  quality?: NetworkQuality;
  /** End-to-end on LiveKit: this person's frames do not decrypt with our key; the tile says so instead of staying black. */
  undecryptable?: boolean;
  /** The tile menu (what the viewer's role allows), given by the call page. */
  menu?: ReactNode;
  avatarUrl?: string | null;
  /** The host's name badge picture (customisation), next to their name. */
  nameBadgeUrl?: string | null;
  style?: CSSProperties;
  className?: string;
}

/** True while the stream has a video track that is live and not muted by the sender. */
function useLiveVideo(stream: MediaStream | null | undefined): boolean {
  const track = stream?.getVideoTracks()[0];
  const [live, setLive] = useState(() => !!track && track.readyState === 'live' && !track.muted);
  useEffect(() => {
    if (!track) return setLive(false);
    const update = () => setLive(track.readyState === 'live' && !track.muted);
    update();
    track.addEventListener('mute', update);
    track.addEventListener('unmute', update);
    track.addEventListener('ended', update);
    return () => {
      track.removeEventListener('mute', update);
      track.removeEventListener('unmute', update);
      track.removeEventListener('ended', update);
    };
  }, [track]);
  return live;
}

/** One participant's (or one screen's) tile: video or avatar, name, mic, hand, roles, speaking ring. */
export const VideoTile = memo(function VideoTile(props: VideoTileProps) {
  const {
    memberId,
    name,
    kind = 'camera',
    stream,
    attach,
    isLocal,
    cameraOn = true,
    micOn,
    speaking,
    handRaised,
    pinned,
    badges,
    quality,
    undecryptable,
    menu,
    avatarUrl,
    nameBadgeUrl,
    style,
    className,
  } = props;
  const { t } = useMediaTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const live = useLiveVideo(stream);
  // The element is there as soon as a video track is, and the avatar covers it until frames come:
  // LiveKit's adaptive stream sends a track only to an element on screen, so waiting for frames
  // before mounting it would wait for a video the server holds back for want of an element.
  const videoTrack = stream?.getVideoTracks()[0] ?? null;
  const hasVideo = !!videoTrack && (kind === 'screen' || cameraOn);
  const showVideo = live && hasVideo && !undecryptable;

  // Keyed on the video track, not the stream: a stream rebuilt around the same video (their audio
  // arriving later) keeps the element playing; on LiveKit a detach and attach paused the video at the SFU.
  // On LiveKit also on `attach`, one per received track: a new subscription may wrap the same track.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hasVideo || !videoTrack) return;
    if (attach) return attach(video);
    // Audio plays elsewhere (every remote is heard, on screen or not), so the element gets the video
    // track alone: an audio track that carries nothing (a muted participant) can hold Chromium's
    // player at readyState 0 and leave the tile black.
    video.srcObject = new MediaStream([videoTrack]);
    void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [videoTrack, attach, hasVideo]);

  // The caller's name is shown as given (the call page already marks the local user).
  const label = kind === 'screen' ? (isLocal ? t('youPresenting') : t('presenting', { name })) : name;
  const classes = [styles.tile, speaking && kind === 'camera' ? styles.speaking : '', kind === 'screen' ? styles.screenTile : '', className]
    .filter(Boolean)
    .join(' ');

  return (
    <figure
      className={classes}
      style={style}
      data-testid="video-tile"
      data-member-id={memberId}
      data-kind={kind}
      data-local={isLocal ? 'true' : undefined}
      data-speaking={speaking ? 'true' : undefined}
      data-undecryptable={undecryptable ? 'true' : undefined}
      aria-label={label}
    >
      {hasVideo && (
        <video
          ref={videoRef}
          className={[styles.video, isLocal && kind === 'camera' ? styles.mirror : '', kind === 'screen' ? styles.contain : ''].join(' ')}
          autoPlay
          playsInline
          muted
        />
      )}
      {!showVideo && (
        <div className={styles.avatar}>
          <Avatar name={name} src={avatarUrl} size={72} />
        </div>
      )}
      {undecryptable && (
        <div className={styles.undecryptable} role="status" data-testid="cannot-decrypt">
          <Icon name="lock" size={20} />
          <strong>{t('cannotDecrypt')}</strong>
          <span>{t('cannotDecryptHint')}</span>
        </div>
      )}
      <figcaption className={styles.caption}>
        {kind === 'camera' && micOn === false && (
          <span className={styles.micOff} role="img" aria-label={t('micOff')} title={t('micOff')}>
            <Icon name="micOff" size={14} />
          </span>
        )}
        {kind === 'screen' && <Icon name="screen" size={14} />}
        {kind === 'camera' && nameBadgeUrl && <img className={styles.nameBadge} src={nameBadgeUrl} alt="" data-testid="name-badge" />}
        <span className={styles.name}>{label}</span>
        {badges?.map((badge) => (
          <span key={badge} className={styles.badge}>
            {badge}
          </span>
        ))}
      </figcaption>
      <div className={styles.topRight}>
        {pinned && (
          <span className={styles.chip} role="img" aria-label={t('pinned')} title={t('pinned')}>
            <Icon name="pin" size={14} />
          </span>
        )}
        {quality && !isLocal && <NetworkQualityIndicator quality={quality} />}
        {menu}
      </div>
      {handRaised && (
        <span className={styles.hand} role="img" aria-label={t('handRaised')} title={t('handRaised')}>
          <Icon name="hand" size={18} />
        </span>
      )}
    </figure>
  );
});
