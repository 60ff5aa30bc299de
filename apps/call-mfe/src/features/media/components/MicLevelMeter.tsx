import { useAudioLevel } from '../hooks/useAudioLevel';
import { useMediaTranslation } from './i18n';
import styles from './media.module.css';

export interface MicLevelMeterProps {
  /** The stream whose first audio track is measured (the pre-join preview). */
  stream?: MediaStream | null;
  track?: MediaStreamTrack | null;
  segments?: number;
}

/** The pre-join microphone meter: lights up as the user speaks. */
export function MicLevelMeter({ stream, track, segments = 10 }: MicLevelMeterProps) {
  const { t } = useMediaTranslation();
  const level = useAudioLevel(track ?? stream?.getAudioTracks()[0] ?? null);
  const lit = Math.round(level * segments);
  return (
    <div
      className={styles.meter}
      role="meter"
      aria-label={t('micLevel')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(level * 100)}
    >
      {Array.from({ length: segments }, (_, i) => (
        <span key={i} className={i < lit ? styles.meterOn : styles.meterOff} />
      ))}
    </div>
  );
}
