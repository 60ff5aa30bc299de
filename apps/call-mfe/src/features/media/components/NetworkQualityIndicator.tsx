import { qualityBars, type NetworkQuality } from '../utils/network-quality';
import { useMediaTranslation } from './i18n';
import styles from './media.module.css';

/** Three bars; the label says the quality in words for screen readers and on hover. */
export function NetworkQualityIndicator({ quality }: { quality: NetworkQuality }) {
  const { t } = useMediaTranslation();
  const bars = qualityBars(quality);
  const label = t(`quality.${quality}`);
  return (
    <span className={styles.quality} data-quality={quality} role="img" aria-label={label} title={label}>
      {[1, 2, 3].map((bar) => (
        <span key={bar} className={bar <= bars ? styles.barOn : styles.bar} style={{ height: 4 + bar * 3 }} />
      ))}
    </span>
  );
}
