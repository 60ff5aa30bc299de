import { useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { useTranslation } from '@platform/i18n';
import { ORIGINAL_CHANNEL, type AudienceStreamMessage, type ListeningChannel } from '@platform/shared-api';
import { audioTrackFor, renditionLanguages } from '../utils/audio-renditions';
import { withGrant } from '../utils/viewer-grant';
import styles from './audience.module.css';

/**
 * hls.js for the room's live stream of 1 s segments: start two segments behind the live edge (one
 * would stall at every late segment on a busy server), catch up at up to 1.2x speed when it falls
 * further behind, and jump ahead past 6 segments. ffmpeg's HLS muxer writes no LL-HLS parts
 * (EXT-X-PART), so lowLatencyMode changes nothing today; it is on for a packager that adds them.
 */
const LIVE_PLAYER = { liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 6, maxLiveSyncPlaybackRate: 1.2, lowLatencyMode: true };

interface AudienceStageProps {
  /** The room's HLS playlist, or null while the stream is starting. */
  url: string | null;
  /** The member's viewer grant (issue 26): every playlist and segment request carries the latest one. */
  grant: string | null;
  /** The listener's interpretation channel: the stream's rendition in that language, else Original. */
  channel?: ListeningChannel;
  /** The languages the stream has an audio rendition for (issue 13), each time the player learns them. */
  onLanguages?(languages: string[]): void;
  /** Why the stream cannot start while the server keeps trying (issue 29), or null. */
  trouble?: AudienceStreamMessage | null;
}

/**
 * The stage as the audience of a large room sees it: the room's HLS stream in a video element. hls.js
 * is loaded only here (Chromium plays HLS through it, over Media Source Extensions); a browser without
 * Media Source Extensions that plays HLS natively (Safari on iPhone) gets the playlist directly. The audience opens no peer connection.
 */
export function AudienceStage({ url, grant, channel = ORIGINAL_CHANNEL, onLanguages, trouble = null }: AudienceStageProps) {
  const { t } = useTranslation('call');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const player = useRef<Hls | null>(null);
  /** The language of the rendition playing ('original' for the default one), for tests and tools reading the page. */
  const [playing, setPlaying] = useState<string>(ORIGINAL_CHANNEL);
  const latest = useRef({ channel, onLanguages, grant });
  latest.current = { channel, onLanguages, grant };
  /** Playing starts once there is a grant; a renewed grant goes on the next request without a restart. */
  const granted = !!grant;
  /** Plays the chosen channel's rendition (Original: the default one) once the player knows the tracks. */
  const pickTrack = () => {
    const hls = player.current;
    const index = hls ? audioTrackFor(hls.audioTracks, latest.current.channel) : -1;
    if (hls && index >= 0 && hls.audioTrack !== index) hls.audioTrack = index;
  };

  useEffect(pickTrack, [channel]);

  // The player's code is fetched while the stream is still starting, not after its address arrives.
  useEffect(() => void import('hls.js').catch(() => undefined), []);

  useEffect(() => {
    const element = video.current;
    if (!url || !granted || !element) return;
    setFailed(false);
    let destroy = () => undefined as void;
    let cancelled = false;
    const play = () => void element.play().catch(() => undefined);
    // hls.js first: Chromium may answer "maybe" for HLS and then fail to parse it natively.
    void import('hls.js').then(
      ({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (!element.canPlayType('application/vnd.apple.mpegurl')) return setFailed(true);
          // A native player (iPhones before ManagedMediaSource) sends the grant with the playlist only; its segment requests go without it and are refused.
          element.src = withGrant(url, latest.current.grant);
          play();
          destroy = () => {
            element.removeAttribute('src');
            element.load();
          };
          return;
        }
        const hls = new Hls({
          ...LIVE_PLAYER,
          xhrSetup: (xhr, requested) => xhr.open('GET', withGrant(requested, latest.current.grant), true),
        });
        let retry: ReturnType<typeof setTimeout> | undefined;
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // The room announces the stream with its first bytes; the playlist follows a second later.
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR) retry = setTimeout(() => hls.loadSource(url), 1000);
          else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
          else setFailed(true);
        });
        hls.on(Hls.Events.MANIFEST_PARSED, play);
        hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
          latest.current.onLanguages?.(renditionLanguages(data.audioTracks));
          pickTrack();
        });
        hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, (_event, data) => setPlaying(hls.audioTracks[data.id]?.lang || ORIGINAL_CHANNEL));
        player.current = hls;
        hls.loadSource(url);
        hls.attachMedia(element);
        destroy = () => {
          clearTimeout(retry);
          player.current = null;
          latest.current.onLanguages?.([]);
          hls.destroy();
        };
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      destroy();
    };
  }, [url, granted]);

  return (
    <div className={styles.audience} data-testid="audience-stage" data-audio-rendition={playing}>
      <video
        ref={video}
        className={styles.video}
        playsInline
        muted={false}
        aria-label={t('audience.stream')}
        hidden={!url || !granted || failed}
      />
      {(!url || !granted || failed) && (
        <p className={styles.status} role="status">
          {failed ? (
            t('audience.failed')
          ) : trouble?.problem ? (
            <>
              <strong>{t(`audience.cannotStart.${trouble.problem}`)}</strong> {t('audience.keepTrying')}
              <span className={styles.attempts}>{t('audience.attempts', { count: trouble.attempts })}</span>
            </>
          ) : (
            t('audience.starting')
          )}
        </p>
      )}
    </div>
  );
}
