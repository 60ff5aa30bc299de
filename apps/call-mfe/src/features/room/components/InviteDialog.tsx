import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { eventInviteLink, getConferenceDetail, invitationText, inviteLinkWithSecret, useSessionStore } from '@platform/shared-api';
import { Button, CopyButton, toast } from '@platform/ui';
import styles from './invite.module.css';

/**
 * Invite from the call (issue 29): the event's link to copy, with the passcode where the inviter
 * knows it (the host: the API gives it to them only), and the browser's share sheet where it has one.
 * In an end-to-end room the link carries the room's secret in its #fragment (issue 26).
 */
export function InviteDialog({ alias, title, secret, close }: { alias: string; title: string; secret?: string | null; close(): void }) {
  const { t } = useTranslation('call');
  const signedIn = useSessionStore((s) => !!s.account);
  const [passcode, setPasscode] = useState<string | null>(null);
  const plain = eventInviteLink(location.origin, alias);
  const link = secret ? inviteLinkWithSecret(plain, secret) : plain;
  const text = invitationText(link, passcode, t('invite.passcode'));
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    getConferenceDetail({ alias }).then(
      (detail) => current && setPasscode(detail.passcode ?? null),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [alias, signedIn]);

  async function share() {
    try {
      await navigator.share({ title, text: passcode ? `${t('invite.passcode')}: ${passcode}` : title, url: link });
    } catch (error) {
      if ((error as DOMException)?.name !== 'AbortError') toast.error(t('invite.shareFailed'));
    }
  }

  return (
    <div className={styles.invite}>
      <h2 className="ui-dialog__title">{t('invite.title')}</h2>
      <p className={styles.hint}>{t('invite.hint')}</p>
      <div className={styles.row} role="group" aria-label={t('invite.link')}>
        <span className={styles.value} data-testid="invite-link">
          {link}
        </span>
        <CopyButton text={link} label={t('invite.copyLink')} size="sm" variant="secondary" data-autofocus />
      </div>
      {passcode && (
        <div className={styles.row} role="group" aria-label={t('invite.passcode')}>
          <span className={styles.value}>
            {t('invite.passcode')}: <strong data-testid="invite-passcode">{passcode}</strong>
          </span>
        </div>
      )}
      <div className="ui-dialog__actions">
        {canShare && (
          <Button variant="ghost" icon="share" onClick={() => void share()}>
            {t('invite.share')}
          </Button>
        )}
        {passcode && <CopyButton text={text} label={t('invite.copyAll')} variant="primary" />}
        <Button variant="secondary" onClick={close}>
          {t('invite.close')}
        </Button>
      </div>
    </div>
  );
}
