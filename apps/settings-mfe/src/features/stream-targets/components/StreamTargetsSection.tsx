import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import { createStreamTarget, deleteStreamTarget, listStreamTargets, updateStreamTarget, type StreamTarget } from '@platform/shared-api';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import { STREAM_KEY_MAX, STREAM_TARGET_NAME_MAX, STREAM_TARGET_URL_MAX } from '@platform/contracts/src/rules/limits';
import { Alert, Button, EmptyState, IconButton, PasswordField, Spinner, TextField, describeError, dialogs, toast } from '@platform/ui';
import { SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';
import { useFieldErrors } from '#src/lib/useFieldErrors.ts';
import { validateStreamTarget, type StreamTargetValues } from '../utils/stream-target-rules';

type Field = Extract<keyof StreamTargetValues, string>;
const EMPTY: StreamTargetValues = { name: '', server_url: '', stream_key: '' };

/** Add or edit one target; the key field is masked and, on edit, empty means "keep the saved key". */
function StreamTargetForm({
  target,
  onSaved,
  onCancel,
}: {
  target: StreamTarget | null;
  onSaved(target: StreamTarget): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState<StreamTargetValues>(
    target ? { name: target.name, server_url: target.server_url, stream_key: '' } : EMPTY,
  );
  const [saving, setSaving] = useState(false);
  const fields = useFieldErrors<Field>();
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    fields.clear(field);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = validateStreamTarget(values, Boolean(target));
    fields.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    const input = { name: values.name.trim(), server_url: values.server_url.trim(), stream_key: values.stream_key.trim() };
    const result = await saveWithToast(() => (target ? updateStreamTarget({ id: target.id, ...input }) : createStreamTarget(input)), {
      stream_key_invalid: 'errors.streamKey',
    });
    setSaving(false);
    if (result.ok) onSaved(result.value);
    else fields.fromServer(result.error);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="stream-target-form" style={{ maxWidth: 'none' }}>
      <div className={styles.grid2}>
        <TextField
          label={t('streams.name')}
          name="name"
          required
          maxLength={STREAM_TARGET_NAME_MAX}
          value={values.name}
          onChange={set('name')}
          error={fields.message('name')}
          placeholder="YouTube"
        />
        <TextField
          label={t('streams.serverUrl')}
          name="server_url"
          required
          maxLength={STREAM_TARGET_URL_MAX}
          value={values.server_url}
          onChange={set('server_url')}
          error={fields.message('server_url')}
          placeholder="rtmp://a.rtmp.youtube.com/live2"
          inputMode="url"
          autoComplete="off"
        />
      </div>
      <PasswordField
        label={t('streams.streamKey')}
        name="stream_key"
        required={!target}
        maxLength={STREAM_KEY_MAX}
        autoComplete="off"
        value={values.stream_key}
        onChange={set('stream_key')}
        error={fields.message('stream_key')}
        hint={target ? t('streams.keepKey', { masked: target.stream_key_masked }) : t('streams.keyHint')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={saving} loadingLabel={t('saving')}>
          {target ? t('save') : t('streams.add')}
        </Button>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
      </div>
    </form>
  );
}

/** Stream targets (spec §3): name, server URL, stream key (masked); add, edit, delete. */
export function StreamTargetsSection() {
  const { t } = useTranslation('settings');
  const [items, setItems] = useState<StreamTarget[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<StreamTarget | 'new' | null>(null);

  useEffect(() => {
    listStreamTargets().then(
      (r) => setItems(r.items),
      () => setFailed(true),
    );
  }, []);

  async function remove(target: StreamTarget) {
    const ok = await dialogs.confirm({
      title: t('streams.deleteTitle'),
      message: t('streams.deleteBody', { name: target.name }),
      confirmLabel: t('common:actions.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteStreamTarget({ id: target.id });
      setItems((current) => current?.filter((x) => x.id !== target.id) ?? null);
      toast.success(t('common:toast.saved'));
    } catch (error) {
      const d = describeError(error);
      toast.error(t('common:toast.saveFailed'), { description: t(`common:${d.key}`, d.params) });
    }
  }

  function saved(target: StreamTarget) {
    setItems((current) => {
      const list = current ?? [];
      return list.some((x) => x.id === target.id) ? list.map((x) => (x.id === target.id ? target : x)) : [...list, target];
    });
    setEditing(null);
  }

  return (
    <SettingsSection
      id="stream-targets"
      title={t('streams.title')}
      description={t('streams.description')}
      testId="stream-targets"
      actions={
        editing ? null : (
          <Button icon="plus" onClick={() => setEditing('new')}>
            {t('streams.add')}
          </Button>
        )
      }
    >
      {failed ? (
        <Alert tone="danger">{t('common:errors.generic')}</Alert>
      ) : items === null ? (
        <Spinner />
      ) : (
        <>
          {editing === 'new' ? <StreamTargetForm target={null} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
          {items.length === 0 && editing !== 'new' ? (
            <EmptyState icon="share" title={t('streams.empty')}>
              {t('streams.emptyHint')}
            </EmptyState>
          ) : null}
          <ul className={styles.list}>
            {items.map((target) => (
              <li
                key={target.id}
                className={styles.listItem}
                style={editing !== null && editing !== 'new' && editing.id === target.id ? { display: 'block' } : undefined}
                data-testid="stream-target-row"
              >
                {editing !== null && editing !== 'new' && editing.id === target.id ? (
                  <StreamTargetForm target={target} onSaved={saved} onCancel={() => setEditing(null)} />
                ) : (
                  <>
                    <div className={styles.listMain}>
                      <span className={styles.listTitle}>{target.name}</span>
                      <span className={styles.mono}>{target.server_url}</span>
                      <span className={styles.muted}>
                        {t('streams.streamKey')}: <span className={styles.mono}>{target.stream_key_masked}</span>
                      </span>
                    </div>
                    <IconButton
                      variant="ghost"
                      icon="edit"
                      label={t('streams.edit', { name: target.name })}
                      onClick={() => setEditing(target)}
                    />
                    <IconButton
                      variant="ghost"
                      icon="trash"
                      label={t('streams.delete', { name: target.name })}
                      onClick={() => void remove(target)}
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </SettingsSection>
  );
}
