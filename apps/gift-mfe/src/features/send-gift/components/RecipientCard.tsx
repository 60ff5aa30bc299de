import type { ReactNode } from 'react';
import { Avatar } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import type { GiftRecipient } from '@platform/shared-api';
import styles from './RecipientCard.module.css';

/** Who receives the gift: avatar, name, and how we know them (host of an event, speaker, account). */
export function RecipientCard({ recipient, action, large }: { recipient: GiftRecipient; action?: ReactNode; large?: boolean }) {
  const { t } = useTranslation('gift');
  const via =
    recipient.event_topic && (recipient.via === 'host' || recipient.via === 'speaker')
      ? t(`recipient.via.${recipient.via}`, { topic: recipient.event_topic })
      : recipient.via === 'host' || recipient.via === 'speaker'
        ? t(`recipient.viaNoTopic.${recipient.via}`)
        : t(`recipient.via.${recipient.via}`);
  return (
    <div className={`${styles.card} ${large ? styles.large : ''}`} data-testid="gift-recipient">
      <Avatar name={recipient.display_name} size={large ? 72 : 44} />
      <div className={styles.text}>
        <span className={styles.name}>{recipient.display_name}</span>
        {large && recipient.via === 'account' ? null : <span className={styles.via}>{via}</span>}
      </div>
      {action}
    </div>
  );
}
