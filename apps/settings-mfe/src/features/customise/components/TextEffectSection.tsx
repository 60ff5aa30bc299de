import { useTranslation } from '@platform/i18n';
import { SelectField, Switch, TextField } from '@platform/ui';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import { CUSTOMISATION_LINE_MAX } from '@platform/contracts/src/rules/limits';
import { SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import type { CustomiseSectionProps } from './customise-section';
import css from './customise.module.css';

const FONTS = ['Inter', 'Roboto', 'Montserrat', 'Lora', 'Merriweather', 'Source Code Pro'] as const;
const FONT_STYLES = ['normal', 'italic', 'bold', 'bold-italic'] as const;
const TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

/** The text over the stage: its words, font, style, size, case and colours. */
export function TextEffectSection({ draft, patch }: CustomiseSectionProps) {
  const { t } = useTranslation('settings');
  const effect = draft.text_effect;
  return (
    <SettingsSection title={t('customise.textEffect')}>
      <Switch label={t('customise.showTextEffect')} checked={effect.enabled} onChange={(enabled) => patch('text_effect', { enabled })} />
      <TextField
        label={t('customise.text')}
        maxLength={CUSTOMISATION_LINE_MAX}
        value={effect.text}
        onChange={(e) => patch('text_effect', { text: e.target.value })}
      />
      <div className={styles.grid2}>
        <SelectField
          label={t('customise.font')}
          value={effect.font}
          options={FONTS.map((f) => ({ value: f, label: f }))}
          onChange={(e) => patch('text_effect', { font: e.target.value as typeof effect.font })}
        />
        <SelectField
          label={t('customise.fontStyle')}
          value={effect.font_style}
          options={FONT_STYLES.map((f) => ({ value: f, label: t(`customise.fontStyles.${f}`) }))}
          onChange={(e) => patch('text_effect', { font_style: e.target.value as typeof effect.font_style })}
        />
        <TextField
          label={t('customise.size')}
          type="number"
          min={8}
          max={96}
          value={String(effect.size)}
          onChange={(e) => patch('text_effect', { size: Number(e.target.value) || 0 })}
          onBlur={() => patch('text_effect', { size: Math.min(96, Math.max(8, Math.round(effect.size) || 8)) })}
        />
        <SelectField
          label={t('customise.transform')}
          value={effect.transform}
          options={TRANSFORMS.map((f) => ({ value: f, label: t(`customise.transforms.${f}`) }))}
          onChange={(e) => patch('text_effect', { transform: e.target.value as typeof effect.transform })}
        />
      </div>
      <div className={css.colours}>
        <label className={css.colour}>
          {t('customise.colour')}
          <input type="color" value={effect.color} onChange={(e) => patch('text_effect', { color: e.target.value })} />
        </label>
        <label className={css.colour}>
          {t('customise.background')}
          <input
            type="color"
            value={effect.background_color === 'transparent' ? '#000000' : effect.background_color}
            disabled={effect.background_color === 'transparent'}
            onChange={(e) => patch('text_effect', { background_color: e.target.value })}
          />
        </label>
        <label className="ui-checkbox">
          <input
            type="checkbox"
            checked={effect.background_color === 'transparent'}
            onChange={(e) => patch('text_effect', { background_color: e.target.checked ? 'transparent' : '#c52428' })}
          />
          {t('customise.noBackground')}
        </label>
      </div>
    </SettingsSection>
  );
}
