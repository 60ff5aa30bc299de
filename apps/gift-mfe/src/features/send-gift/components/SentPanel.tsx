import { Button, Icon } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import type { SentGift } from '@platform/shared-api';
import { giftNameIn } from '../../catalogue';
import { formatUnits } from '#src/lib/units.ts';
import styles from './SentPanel.module.css';

/** The moment after sending: the gift pops, who got it, the new balance, and what next. */
export function SentPanel({
  gift,
  balance,
  title,
  onAgain,
  onWallet,
}: {
  gift: SentGift;
  balance: number | null;
  title: string;
  onAgain(): void;
  onWallet?(): void;
}) {
  const { t, i18n } = useTranslation('gift');
  const units = (value: number) => t('units', { amount: formatUnits(value, i18n.language), count: value });
  return (
    <div className={styles.panel} role="status" data-testid="gift-sent">
      <div className={styles.burst}>
        {gift.gift ? <img className={styles.picture} src={gift.gift.picture} alt="" /> : <Icon name="gift" size={64} />}
      </div>
      <h2>{title}</h2>
      <p>
        {gift.gift
          ? t('send.sentBody', { name: gift.to.display_name, gift: giftNameIn(gift.gift, i18n.language) })
          : t('send.sentBodyDonation', { name: gift.to.display_name, amount: units(gift.amount) })}
      </p>
      {balance !== null ? (
        <p className={styles.balance}>
          {t('send.yourBalance')}: {units(balance)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" icon="gift" onClick={onAgain}>
          {t('send.sendAnother')}
        </Button>
        {onWallet ? (
          <Button variant="secondary" icon="wallet" onClick={onWallet}>
            {t('send.viewWallet')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
