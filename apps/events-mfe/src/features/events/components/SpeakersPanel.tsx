import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import { addSpeaker, inviteLinkWithSecret, listSpeakers, removeSpeaker, type Speaker } from '@platform/shared-api';
import { Avatar, Button, Card, CopyButton, Icon, IconButton, TextField, describeError, dialogs, isEmail, toast } from '@platform/ui';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import { EMAIL_MAX, SPEAKER_NAME_MAX } from '@platform/contracts/src/rules/limits';
import styles from './EventDetail.module.css';

/**
 * The host's speakers of an event, with their own links (participant add/list/remove). An end-to-end
 * event's speaker links carry its secret (issue 26) like its invite link; the e-mail the server sends cannot.
 */
export function SpeakersPanel({ alias, secret }: { alias: string; secret?: string | null }) {
  const { t } = useTranslation('events');
  const [items, setItems] = useState<Speaker[] | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [adding, setAdding] = useState(false);

  const load = useCallback(async () => {
    try {
      setItems((await listSpeakers({ alias })).items);
    } catch (error) {
      const d = describeError(error);
      toast.error(t(`common:${d.key}`, d.params));
      setItems([]);
    }
  }, [alias, t]);
  useEffect(() => {
    void load();
  }, [load]);

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    if (adding) return;
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('common:validation.fillField');
    if (!email.trim()) next.email = t('common:validation.fillField');
    else if (!isEmail(email)) next.email = t('common:validation.email');
    setErrors(next);
    if (next.name || next.email) return;
    setAdding(true);
    try {
      await addSpeaker({ alias, name: name.trim(), email: email.trim() });
      setName('');
      setEmail('');
      toast.success(t('detail.speakerAdded'));
      await load();
    } catch (error) {
      const d = describeError(error);
      toast.error(t('common:toast.saveFailed'), { description: t(`common:${d.key}`, d.params) });
    } finally {
      setAdding(false);
    }
  }

  async function onRemove(speaker: Speaker) {
    const ok = await dialogs.confirm({
      title: t('detail.removeSpeakerTitle'),
      message: t('detail.removeSpeakerBody', { name: speaker.name }),
      confirmLabel: t('common:actions.delete'),
      danger: true,
    });
    if (!ok || !speaker.alias) return;
    try {
      await removeSpeaker({ alias, speaker_alias: speaker.alias });
      toast.success(t('detail.speakerRemoved'));
      setItems((list) => list?.filter((s) => s.alias !== speaker.alias) ?? null);
    } catch (error) {
      const d = describeError(error);
      toast.error(t('common:toast.saveFailed'), { description: t(`common:${d.key}`, d.params) });
    }
  }

  return (
    <Card role="region" aria-labelledby="speakers-title">
      <h2 id="speakers-title" className={styles.cardTitle}>
        <Icon name="users" size={18} />
        {t('detail.speakers')}
      </h2>
      {items === null ? (
        <p className={styles.muted}>{t('common:loading')}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('detail.speakersEmpty')}</p>
      ) : (
        <ul className={styles.speakers}>
          {items.map((speaker) => (
            <li key={speaker.alias ?? speaker.email} className={styles.speaker} data-testid="speaker">
              <Avatar name={speaker.name} size={32} />
              <span className={styles.speakerText}>
                <span className={styles.speakerName}>{speaker.name}</span>
                <span className={styles.speakerEmail}>{speaker.email}</span>
              </span>
              {speaker.speaker_link ? (
                <CopyButton
                  text={secret ? inviteLinkWithSecret(speaker.speaker_link, secret) : speaker.speaker_link}
                  label={t('form.speakerLink')}
                  size="sm"
                  variant="secondary"
                />
              ) : null}
              <IconButton
                size="sm"
                variant="ghost"
                icon="trash"
                label={t('detail.removeSpeaker', { name: speaker.name })}
                onClick={() => void onRemove(speaker)}
              />
            </li>
          ))}
        </ul>
      )}
      <form className={styles.addSpeaker} onSubmit={onAdd} noValidate>
        <TextField
          label={t('form.speakerName')}
          maxLength={SPEAKER_NAME_MAX}
          value={name}
          error={errors.name}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          type="email"
          label={t('form.speakerEmail')}
          maxLength={EMAIL_MAX}
          value={email}
          error={errors.email}
          autoComplete="off"
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="secondary" icon="plus" loading={adding} loadingLabel={t('detail.addingSpeaker')}>
          {t('detail.addSpeaker')}
        </Button>
      </form>
    </Card>
  );
}
