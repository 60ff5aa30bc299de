import { useTranslation } from '@platform/i18n';
import { LOGO_POSITIONS, type LogoPosition } from '@platform/shared-api';
import { POSITION_GRID } from '@platform/ui';
import { SettingsSection } from '#src/components/SettingsPage.tsx';
import { ImagePicker } from '../../images';
import type { CustomiseSectionProps } from './customise-section';
import css from './customise.module.css';

/** The host's logo: its image and where on the stage it sits. */
export function LogoSection({ draft, patch }: CustomiseSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('customise.logo')}>
      <ImagePicker
        kind="logo"
        label={t('customise.logoImage')}
        hint={t('customise.logoHint')}
        value={draft.logo.image_url}
        onChange={(image_url) => patch('logo', { image_url })}
        testId="logo-picker"
      />
      <div>
        <span className="ui-field__label" id="logo-position-label">
          {t('customise.position')}
        </span>
        <div className={css.positions} role="radiogroup" aria-labelledby="logo-position-label">
          {POSITION_GRID.map((position, index) =>
            position ? (
              <button
                key={position}
                type="button"
                role="radio"
                className={css.position}
                aria-checked={draft.logo.position === position}
                aria-label={t(`customise.positions.${position}`)}
                title={t(`customise.positions.${position}`)}
                onClick={() => patch('logo', { position: position as LogoPosition })}
              />
            ) : (
              <span key={`gap-${index}`} className={css.positionGap} aria-hidden="true" />
            ),
          )}
        </div>
        <span className="ui-field__hint">{t('customise.positionCount', { count: LOGO_POSITIONS.length })}</span>
      </div>
    </SettingsSection>
  );
}
