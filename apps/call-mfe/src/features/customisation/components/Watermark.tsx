import styles from './customisation.module.css';

const COPIES = 24;

/**
 * Anti-screen-capture (the host's advanced security): the viewer's own name or e-mail repeated across
 * the video, so a screenshot or recording shows who took it. Decorative for assistive technology
 * (the same text would be read 24 times) and it takes no clicks.
 */
export function Watermark({ identity }: { identity: string }) {
  return (
    <div className={styles.watermark} aria-hidden="true" data-testid="call-watermark" data-identity={identity}>
      {Array.from({ length: COPIES }, (_, i) => (
        <span key={i}>{identity}</span>
      ))}
    </div>
  );
}
