import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import styles from './audience.module.css';

interface AudienceStageProps {
  /** The room's HLS playlist, or null while the stream is starting. */
  url: string | null;
}

/**
 * The stage as the audience of a large room sees it: the room's HLS stream in a video element. hls.js
 * is loaded only here (Chromium plays HLS through it, over Media Source Extensions); a browser without
 * Media Source Extensions that plays HLS natively (Safari on iPhone) gets the playlist directly. The audience opens no peer connection.
 */
export function AudienceStage({ url }: AudienceStageProps) {
  const { t } = useTranslation('call');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!url || !element) return;
    setFailed(false);
    let destroy = () => undefined as void;
    let cancelled = false;
    const play = () => void element.play().catch(() => undefined);
    // hls.js first: Chromium may answer "maybe" for HLS and then fail to parse it natively.
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        if (!element.canPlayType('application/vnd.apple.mpegurl')) return setFailed(true);
        element.src = url;
        play();
        destroy = () => { element.removeAttribute('src'); element.load(); };
        return;
      }
      const hls = new Hls({ liveSyncDurationCount: 2, lowLatencyMode: true });
      let retry: ReturnType<typeof setTimeout> | undefined;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // The room announces the stream with its first bytes; the playlist follows a second later.
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR) retry = setTimeout(() => hls.loadSource(url), 1000);
        else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
        else setFailed(true);
      });
      hls.on(Hls.Events.MANIFEST_PARSED, play);
      hls.loadSource(url);
      hls.attachMedia(element);
      destroy = () => { clearTimeout(retry); hls.destroy(); };
    }, () => setFailed(true));
    return () => { cancelled = true; destroy(); };
  }, [url]);

  return (
    <div className={styles.audience} data-testid="audience-stage">
      <video ref={video} className={styles.video} playsInline muted={false} aria-label={t('audience.stream')} hidden={!url || failed} />
      {(!url || failed) && (
        <p className={styles.status} role="status">{t(failed ? 'audience.failed' : 'audience.starting')}</p>
      )}
    </div>
  );
}
