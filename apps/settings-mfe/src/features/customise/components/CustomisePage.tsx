import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { getCustomisation, updateCustomisation, useSessionStore, type ConferenceCustomisation } from '@platform/shared-api';
import { Alert, Button, Spinner, Switch, TextArea, TextField } from '@platform/ui';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import { CUSTOMISATION_DESCRIPTION_MAX, CUSTOMISATION_LINE_MAX } from '@platform/contracts/src/rules/limits';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';
import { ImagePicker } from '../../images';
import { EndCallPageSection, WelcomePageSection } from './CallPagesSections';
import { CustomisePreview } from './CustomisePreview';
import type { Section } from './customise-section';
import { LogoSection } from './LogoSection';
import { TextEffectSection } from './TextEffectSection';
import css from './customise.module.css';

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

          <LogoSection draft={draft} patch={patch} />

          <TextEffectSection draft={draft} patch={patch} />

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

          <WelcomePageSection draft={draft} patch={patch} />

          <EndCallPageSection draft={draft} patch={patch} />

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
