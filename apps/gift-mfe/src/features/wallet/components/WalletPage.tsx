import { Alert, Card, CopyField, Icon } from '@platform/ui';
import { useSessionStore } from '@platform/shared-api';
import { useTranslation } from '@platform/i18n';
import { useWalletHistory } from '../hooks/useWalletHistory';
import { formatUnits } from '#src/lib/units.ts';
import { DevTopUp } from './DevTopUp';
import { WalletHistory } from './WalletHistory';
import styles from './WalletPage.module.css';

/** /gift/wallet: the balance, the history of movements, the donation link, and (in development) a top-up. */
export function WalletPage() {
  const { t, i18n } = useTranslation('gift');
  const account = useSessionStore((s) => s.account);
  const history = useWalletHistory();
  if (!account) return null; // the shell's guard sends signed-out visitors to login
  const balance = Number(account.wallet_balance ?? 0);
  const donationLink = `${window.location.origin}/gift/donation?to=${encodeURIComponent(account.account_id)}`;

  return (
    <>
      <h1 className={styles.title}>{t('wallet.heading')}</h1>
      <div className={styles.grid}>
        <div className={styles.side}>
          <section className={styles.balanceCard} aria-labelledby="wallet-balance-label">
            <span id="wallet-balance-label" className={styles.balanceLabel}>
              <Icon name="wallet" size={18} />
              {t('wallet.balance')}
            </span>
            <p className={styles.balanceValue} data-testid="wallet-balance">
              {formatUnits(balance, i18n.language)}
              <span className={styles.balanceUnits}>{t('unitsShort')}</span>
            </p>
            <p className={styles.balanceHint}>{t('wallet.balanceHint')}</p>
          </section>
          <Card className={`${styles.card} ${styles.historyCard}`}>
            <h2 className={styles.cardTitle}>{t('wallet.historyHeading')}</h2>
            <WalletHistory history={history} />
          </Card>
        </div>
        <div className={styles.side}>
          <Alert tone="info" icon="wallet">
            {t('wallet.paymentsNote')}
          </Alert>
          <DevTopUp onDone={() => void history.reload()} />
          <Card className={`${styles.card} ${styles.linkCard}`}>
            <h2 className={styles.cardTitle}>{t('wallet.donationLinkTitle')}</h2>
            <p className={styles.muted}>{t('wallet.donationLinkBody')}</p>
            <CopyField value={donationLink} label={t('wallet.donationLinkLabel')} />
          </Card>
        </div>
      </div>
    </>
  );
}
