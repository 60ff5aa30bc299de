import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  LOGO_POSITIONS,
  getCustomisation,
  updateCustomisation,
  useSessionStore,
  type ConferenceCustomisation,
  type LogoPosition,
} from '@platform/shared-api';
import { Alert, Button, POSITION_GRID, SelectField, Spinner, Switch, TextArea, TextField } from '@platform/ui';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import {
  CUSTOMISATION_DESCRIPTION_MAX,
  CUSTOMISATION_LINE_MAX,
  CUSTOMISATION_MESSAGE_MAX,
  CUSTOMISATION_URL_MAX,
} from '@platform/contracts/src/rules/limits';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';
import { ImagePicker } from '../../images';
import { CustomisePreview } from './CustomisePreview';
import css from './customise.module.css';

const FONTS = ['Inter', 'Roboto', 'Montserrat', 'Lora', 'Merriweather', 'Source Code Pro'] as const;
const FONT_STYLES = ['normal', 'italic', 'bold', 'bold-italic'] as const;
const TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

type Section = Exclude<keyof ConferenceCustomisation, 'updated_at' | 'anti_screen_capture'>;

/** /app/customize_conference: the look of the host's calls, with a live preview; the call remote applies it. */
export function CustomisePage() {
  const { t } = useTranslation('settings');
  const account = useSessionStore((s) => s.account);
  const [saved, setSaved] = useState<ConferenceCustomisation | null>(null);
  const [draft, setDraft] = useState<ConferenceCustomisation | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getCustomisation().then(
      (c) => {
        setSaved(c);
        setDraft(c);
      },
      () => setFailed(true),
    );
  }, []);

  if (failed)
    return (
      <SettingsPage title={t('customise.title')}>
        <Alert tone="danger">{t('common:errors.generic')}</Alert>
      </SettingsPage>
    );
  if (!draft || !saved)
    return (
      <SettingsPage title={t('customise.title')}>
        <Spinner />
      </SettingsPage>
    );

  function patch<S extends Section>(section: S, change: Partial<ConferenceCustomisation[S]>) {
    setDraft((d) => (d ? { ...d, [section]: { ...d[section], ...change } } : d));
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  async function save() {
    if (!draft) return;
    setSaving(true);
    const { updated_at: _u, anti_screen_capture: _a, ...sections } = draft;
    void _u;
    void _a;
    const result = await saveWithToast(() => updateCustomisation(sections));
    setSaving(false);
    if (result.ok) {
      setSaved(result.value);
      setDraft(result.value);
    }
  }

  const effect = draft.text_effect;
  return (
    <SettingsPage title={t('customise.title')} description={t('customise.description')} wide>
      <div className={css.layout}>
        <div className={styles.section} style={{ gap: 'var(--space-5)' }}>
          <SettingsSection title={t('customise.nameBadge')} description={t('customise.nameBadgeHint')}>
            <Switch
              label={t('customise.showNameBadge')}
              checked={draft.name_badge.enabled}
              onChange={(enabled) => patch('name_badge', { enabled })}
            />
          </SettingsSection>

          <SettingsSection title={t('customise.scene')}>
            <ImagePicker
              kind="scene"
              label={t('customise.sceneImage')}
              hint={t('customise.sceneHint')}
              value={draft.scene.image_url}
              onChange={(image_url) => patch('scene', { image_url })}
              testId="scene-picker"
            />
          </SettingsSection>

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

          <SettingsSection title={t('customise.textEffect')}>
            <Switch
              label={t('customise.showTextEffect')}
              checked={effect.enabled}
              onChange={(enabled) => patch('text_effect', { enabled })}
            />
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

          <SettingsSection title={t('customise.thumbnail')} description={t('customise.thumbnailHint')}>
            <ImagePicker
              kind="thumbnail"
              label={t('customise.thumbnailImage')}
              hint={t('customise.thumbnailImageHint')}
              value={draft.url_thumbnail.image_url}
              onChange={(image_url) => patch('url_thumbnail', { image_url })}
            />
            <TextField
              label={t('customise.thumbnailTitle')}
              maxLength={CUSTOMISATION_LINE_MAX}
              value={draft.url_thumbnail.title}
              onChange={(e) => patch('url_thumbnail', { title: e.target.value })}
            />
            <TextArea
              label={t('customise.thumbnailDescription')}
              maxLength={CUSTOMISATION_DESCRIPTION_MAX}
              rows={2}
              value={draft.url_thumbnail.description}
              onChange={(e) => patch('url_thumbnail', { description: e.target.value })}
            />
          </SettingsSection>

          <SettingsSection title={t('customise.welcome')} description={t('customise.welcomeHint')}>
            <Switch
              label={t('customise.showWelcome')}
              checked={draft.welcome_page.enabled}
              onChange={(enabled) => patch('welcome_page', { enabled })}
            />
            <TextField
              label={t('customise.pageTitle')}
              maxLength={CUSTOMISATION_LINE_MAX}
              value={draft.welcome_page.title}
              onChange={(e) => patch('welcome_page', { title: e.target.value })}
            />
            <TextArea
              label={t('customise.pageMessage')}
              maxLength={CUSTOMISATION_MESSAGE_MAX}
              rows={3}
              value={draft.welcome_page.message}
              onChange={(e) => patch('welcome_page', { message: e.target.value })}
            />
          </SettingsSection>

          <SettingsSection title={t('customise.endCall')} description={t('customise.endCallHint')}>
            <Switch
              label={t('customise.showEndCall')}
              checked={draft.end_call_page.enabled}
              onChange={(enabled) => patch('end_call_page', { enabled })}
            />
            <TextField
              label={t('customise.pageTitle')}
              maxLength={CUSTOMISATION_LINE_MAX}
              value={draft.end_call_page.title}
              onChange={(e) => patch('end_call_page', { title: e.target.value })}
            />
            <TextArea
              label={t('customise.pageMessage')}
              maxLength={CUSTOMISATION_MESSAGE_MAX}
              rows={3}
              value={draft.end_call_page.message}
              onChange={(e) => patch('end_call_page', { message: e.target.value })}
            />
            <TextField
              label={t('customise.redirect')}
              type="url"
              inputMode="url"
              maxLength={CUSTOMISATION_URL_MAX}
              placeholder="https://"
              value={draft.end_call_page.redirect_url ?? ''}
              onChange={(e) => patch('end_call_page', { redirect_url: e.target.value || null })}
            />
          </SettingsSection>

          <div className={css.saveBar}>
            {dirty ? (
              <span className={styles.muted} role="status">
                {t('customise.unsaved')}
              </span>
            ) : null}
            <Button onClick={() => setDraft(saved)} disabled={!dirty || saving}>
              {t('customise.discard')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void save()}
              loading={saving}
              loadingLabel={t('saving')}
              disabled={!dirty}
              data-testid="customise-save"
            >
              {t('save')}
            </Button>
          </div>
        </div>

        <div className={css.previewColumn}>
          <CustomisePreview value={draft} badgeUrl={account?.name_badge ?? null} displayName={account?.display_name ?? ''} />
          {draft.welcome_page.enabled ? (
            <div className={css.pagePreview}>
              <span className={styles.muted}>{t('customise.welcome')}</span>
              <strong>{draft.welcome_page.title || t('customise.pageTitle')}</strong>
              {draft.welcome_page.message}
            </div>
          ) : null}
          {draft.end_call_page.enabled ? (
            <div className={css.pagePreview}>
              <span className={styles.muted}>{t('customise.endCall')}</span>
              <strong>{draft.end_call_page.title || t('customise.pageTitle')}</strong>
              {draft.end_call_page.message}
            </div>
          ) : null}
        </div>
      </div>
    </SettingsPage>
  );
}
