import { useCallback, useEffect, useState } from 'react';
import { useTranslation, formatDate } from '@platform/i18n';
import { deleteRecording, listRecordings, type Recording } from '@platform/shared-api';
import { Alert, Button, EmptyState, Icon, IconButton, Spinner, describeError, dialogs, toast } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';

const PAGE = 20;

/** 1:05:09 / 4:05 */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** /app/recording: the account's recordings, to play, download or delete. */
export function RecordingsPage() {
  const { t } = useTranslation('settings');
  const [items, setItems] = useState<Recording[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [more, setMore] = useState(false);

  const load = useCallback(async (fromId?: string) => {
    const page = await listRecordings({ from_id: fromId, limit: PAGE });
    setItems((current) => (fromId ? [...current, ...page.items] : page.items));
    setNext(page.next_from_id);
  }, []);

  useEffect(() => {
    load().then(
      () => setState('ready'),
      () => setState('error'),
    );
  }, [load]);

  function play(recording: Recording) {
    void dialogs.open(
      (close) => (
        <div className="ui-stack">
          <h2 className="ui-dialog__title">{recording.title}</h2>
          <video src={recording.url} controls autoPlay style={{ width: '100%', borderRadius: 'var(--radius-md)', background: '#000' }} />
          <div className="ui-dialog__actions">
            <Button onClick={() => close()}>{t('common:actions.close')}</Button>
          </div>
        </div>
      ),
      { label: recording.title, wide: true },
    );
  }

  async function remove(recording: Recording) {
    const ok = await dialogs.confirm({
      title: t('recordings.deleteTitle'),
      message: t('recordings.deleteBody', { title: recording.title }),
      confirmLabel: t('common:actions.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteRecording({ id: recording.id });
      setItems((current) => current.filter((r) => r.id !== recording.id));
      toast.success(t('common:toast.saved'));
    } catch (error) {
      const d = describeError(error);
      toast.error(t('common:toast.saveFailed'), { description: t(`common:${d.key}`, d.params) });
    }
  }

  return (
    <SettingsPage title={t('recordings.title')} description={t('recordings.description')}>
      <SettingsSection title={t('recordings.list')}>
        {state === 'loading' ? (
          <Spinner />
        ) : state === 'error' ? (
          <Alert tone="danger">{t('common:errors.generic')}</Alert>
        ) : items.length === 0 ? (
          <EmptyState icon="video" title={t('recordings.empty')}>
            {t('recordings.emptyHint')}
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {items.map((recording) => (
              <li key={recording.id} className={styles.listItem} data-testid="recording-row">
                <span className={styles.iconTile} aria-hidden="true">
                  <Icon name="video" />
                </span>
                <div className={styles.listMain}>
                  <span className={styles.listTitle}>{recording.title}</span>
                  <span className={styles.muted}>
                    {formatDate(recording.created_at, 'LLL')} · {formatDuration(recording.duration_seconds)} · {formatSize(recording.size)}
                  </span>
                </div>
                <IconButton
                  variant="ghost"
                  icon="video"
                  label={t('recordings.play', { title: recording.title })}
                  onClick={() => play(recording)}
                />
                <a
                  className="ui-button ui-button--ghost ui-button--icon"
                  href={recording.url}
                  download
                  aria-label={t('recordings.download', { title: recording.title })}
                  title={t('recordings.download', { title: recording.title })}
                >
                  <Icon name="download" size={18} />
                </a>
                <IconButton
                  variant="ghost"
                  icon="trash"
                  label={t('recordings.delete', { title: recording.title })}
                  onClick={() => void remove(recording)}
                />
              </li>
            ))}
          </ul>
        )}
        {next ? (
          <Button
            loading={more}
            onClick={() => {
              setMore(true);
              load(next).finally(() => setMore(false));
            }}
          >
            {t('recordings.more')}
          </Button>
        ) : null}
      </SettingsSection>
    </SettingsPage>
  );
}
