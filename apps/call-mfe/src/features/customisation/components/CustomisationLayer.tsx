import type { ReactNode } from 'react';
import type { ConferenceCustomisation } from '@platform/shared-api';
import { bannerPlacement, logoPlacement, sceneStyle, textEffectCqw, textEffectStyle, visibleCustomisation } from '@platform/ui';
import styles from './customisation.module.css';

/**
 * The host's look around a stage: the scene behind it, the logo in its position and the text banner
 * over it. The call page wraps its video grid in it; the broadcast composite wraps its own, so a
 * recording or stream shows what the participants saw. Purely visual: the overlay takes no clicks.
 */
export function CustomisationLayer({
  value,
  logoLabel,
  children,
}: {
  value: ConferenceCustomisation | null | undefined;
  /** Alternative text of the logo (the host's brand). */
  logoLabel: string;
  children: ReactNode;
}) {
  const shown = visibleCustomisation(value ?? null);
  const effect = value?.text_effect;
  return (
    <div
      className={styles.layer}
      style={value ? sceneStyle(value.scene) : undefined}
      data-testid="customisation-layer"
      data-scene={shown.scene ? 'true' : undefined}
    >
      {children}
      {value && shown.logo && (
        <img
          className={styles.logo}
          src={value.logo.image_url!}
          alt={logoLabel}
          style={logoPlacement(value.logo.position)}
          data-position={value.logo.position}
          data-testid="call-logo"
        />
      )}
      {effect && shown.banner && (
        // Sizes are px on a 1280 px wide stage, so the banner keeps its proportion on a phone and in a recording.
        <div
          className={styles.banner}
          style={{ ...bannerPlacement(), ...textEffectStyle(effect), fontSize: textEffectCqw(effect) }}
          data-testid="call-banner"
        >
          {effect.text}
        </div>
      )}
    </div>
  );
}
