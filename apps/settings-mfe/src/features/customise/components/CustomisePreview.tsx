import { useTranslation } from '@platform/i18n';
import type { ConferenceCustomisation } from '@platform/shared-api';
import { bannerPlacement, logoPlacement, sceneStyle, textEffectCqw, textEffectStyle } from '@platform/ui';
import css from './customise.module.css';

/**
 * How a call looks with these settings: scene, logo in its position, text effect and name badge, placed
 * and sized by the same rules as the call page and the broadcast composite (libs/ui customisation-style).
 */
export function CustomisePreview({
  value,
  badgeUrl,
  displayName,
}: {
  value: ConferenceCustomisation;
  badgeUrl: string | null;
  displayName: string;
}) {
  const { t } = useTranslation('settings');
  const effect = value.text_effect;
  return (
    <figure style={{ margin: 0 }} aria-label={t('customise.preview')}>
      <div className={css.stage} style={sceneStyle(value.scene)} data-testid="customise-preview">
        <div className={css.tiles} aria-hidden="true">
          {['A', 'B', 'C', 'D'].map((letter) => (
            <div key={letter} className={css.tile}>
              {letter}
            </div>
          ))}
        </div>
        {value.logo.image_url ? (
          <img
            className={css.logo}
            src={value.logo.image_url}
            alt={t('customise.logo')}
            style={logoPlacement(value.logo.position)}
            data-position={value.logo.position}
          />
        ) : null}
        {effect.enabled && effect.text ? (
          <div
            className={css.textEffect}
            style={{ ...bannerPlacement(), ...textEffectStyle(effect), fontSize: textEffectCqw(effect) }}
            data-testid="preview-text-effect"
          >
            {effect.text}
          </div>
        ) : null}
        {value.name_badge.enabled ? (
          <div className={css.badge}>
            {badgeUrl ? <img src={badgeUrl} alt="" /> : null}
            <span>{displayName}</span>
          </div>
        ) : null}
      </div>
      <figcaption className="ui-field__hint" style={{ marginTop: 6 }}>
        {t('customise.previewCaption')}
      </figcaption>
    </figure>
  );
}
