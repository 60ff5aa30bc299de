import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation, formatDate } from '@platform/i18n';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey } from '@platform/shared-api';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import { API_KEY_NAME_MAX } from '@platform/contracts/src/rules/limits';
import {
  Alert,
  Button,
  CopyField,
  EmptyState,
  Icon,
  Spinner,
  TextField,
  describeError,
  dialogs,
  rules,
  toast,
  validate,
} from '@platform/ui';
import { SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';
import { useFieldErrors } from '#src/lib/useFieldErrors.ts';

/** API keys: create with a name (the secret is shown once), list, revoke. */
export function ApiKeysSection() {
  const { t } = useTranslation('settings');
  const [items, setItems] = useState<ApiKey[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const fields = useFieldErrors<'name'>();

  useEffect(() => {
    listApiKeys().then(
      (r) => setItems(r.items),
      () => setFailed(true),
    );
  }, []);

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    const errors = validate({ name }, { name: [rules.required(t('apiKeys.name'))] });
    fields.setErrors(errors);
    if (errors.name) return;
    setCreating(true);
    const result = await saveWithToast(() => createApiKey({ name: name.trim() }));
    setCreating(false);
    if (result.ok) {
      setItems((current) => [result.value.key, ...(current ?? [])]);
      setSecret({ name: result.value.key.name, value: result.value.secret });
      setName('');
    } else fields.fromServer(result.error);
  }

  async function revoke(key: ApiKey) {
    const ok = await dialogs.confirm({
      title: t('apiKeys.revokeTitle', { name: key.name }),
      message: t('apiKeys.revokeBody'),
      confirmLabel: t('apiKeys.revoke'),
      danger: true,
    });
    if (!ok) return;
    try {
      await revokeApiKey({ id: key.id });
      setItems((current) => current?.filter((k) => k.id !== key.id) ?? null);
      toast.success(t('common:toast.saved'));
    } catch (error) {
      const d = describeError(error);
      toast.error(t('common:toast.saveFailed'), { description: t(`common:${d.key}`, d.params) });
    }
  }

  return (
    <SettingsSection id="api-keys" title={t('apiKeys.title')} description={t('apiKeys.description')} testId="api-keys">
      <form className={styles.actions} onSubmit={onCreate} noValidate style={{ alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 240px' }}>
          <TextField
            label={t('apiKeys.name')}
            name="api_key_name"
            maxLength={API_KEY_NAME_MAX}
            value={name}
            placeholder={t('apiKeys.namePlaceholder')}
            error={fields.message('name')}
            onChange={(e) => {
              setName(e.target.value);
              fields.clear('name');
            }}
          />
        </div>
        <Button type="submit" variant="primary" icon="key" loading={creating} loadingLabel={t('saving')} style={{ marginTop: 24 }}>
          {t('apiKeys.create')}
        </Button>
      </form>
      {secret ? (
        <Alert tone="success" icon="key">
          <div className="ui-stack" data-testid="api-key-secret">
            <strong>{t('apiKeys.secretTitle', { name: secret.name })}</strong>
            <span>{t('apiKeys.secretOnce')}</span>
            <CopyField label={t('apiKeys.secret')} value={secret.value} />
            <div>
              <Button size="sm" onClick={() => setSecret(null)}>
                {t('apiKeys.secretDone')}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="danger">{t('common:errors.generic')}</Alert>
      ) : items === null ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState icon="key" title={t('apiKeys.empty')} />
      ) : (
        <ul className={styles.list} aria-label={t('apiKeys.title')}>
          {items.map((key) => (
            <li key={key.id} className={styles.listItem} data-testid="api-key-row">
              <span className={styles.iconTile} aria-hidden="true">
                <Icon name="key" />
              </span>
              <div className={styles.listMain}>
                <span className={styles.listTitle}>{key.name}</span>
                <span className={styles.muted}>
                  <span className={styles.mono}>{key.prefix}_…</span> · {t('apiKeys.created', { date: formatDate(key.created_at, 'LL') })}
                  {' · '}
                  {key.last_used_at ? t('apiKeys.lastUsed', { date: formatDate(key.last_used_at, 'LL') }) : t('apiKeys.neverUsed')}
                </span>
              </div>
              <Button size="sm" variant="danger" onClick={() => void revoke(key)} aria-label={t('apiKeys.revokeNamed', { name: key.name })}>
                {t('apiKeys.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
