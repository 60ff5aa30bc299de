import { useTranslation } from '@platform/i18n';
import { Button, CopyButton, Icon } from '@platform/ui';
import styles from './EventDetail.module.css';

/** The copy popup: the invitation text with its copy button (Copy, then Copied or Error), e-mail and share. */
export function InviteDialog({
  message,
  link,
  mailto,
  onShare,
  close,
}: {
  message: string;
  link: string;
  mailto: string;
  onShare?: () => void;
  close: () => void;
}) {
  const { t } = useTranslation('events');
  return (
    <div>
      <h2 className="ui-dialog__title">{t('detail.invite')}</h2>
      <div className={styles.valueRow} role="group" aria-label={t('detail.inviteLink')}>
        <span className={styles.value}>{link}</span>
        <CopyButton text={link} size="sm" variant="secondary" data-autofocus />
      </div>
      <label className="ui-field">
        <span className="ui-field__label">{t('detail.invitation')}</span>
        <textarea className={`ui-textarea ${styles.invitation}`} readOnly value={message} />
      </label>
      <div className="ui-dialog__actions">
        <a className="ui-button ui-button--ghost" href={mailto}>
          <Icon name="mail" size={18} />
          {t('detail.shareEmail')}
        </a>
        {onShare ? (
          <Button variant="ghost" icon="share" onClick={onShare}>
            {t('detail.shareNative')}
          </Button>
        ) : null}
        <CopyButton text={message} label={t('detail.copyInvitation')} variant="primary" />
        <Button variant="secondary" onClick={close}>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}
