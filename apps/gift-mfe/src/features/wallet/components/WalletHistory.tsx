import { Alert, Button, EmptyState, Icon, Spinner } from '@platform/ui';
import { formatDate, useTranslation } from '@platform/i18n';
import { giftNameIn } from '../../catalogue';
import type { useWalletHistory } from '../hooks/useWalletHistory';
import { formatUnits } from '#src/lib/units.ts';
import { describeEntry } from '../utils/entries';
import styles from './WalletPage.module.css';

/** The ledger as a list: what happened, with whom, when, the signed amount and the balance after it. */
export function WalletHistory({ history }: { history: ReturnType<typeof useWalletHistory> }) {
  const { t, i18n } = useTranslation('gift');
  if (history.status === 'loading')
    return (
      <div className={styles.more}>
        <Spinner />
      </div>
    );
  if (history.status === 'error' && history.entries.length === 0) {
    return (
      <Alert tone="danger">
        {t('common:errors.generic')}{' '}
        <Button size="sm" variant="ghost" onClick={() => void history.reload()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (history.entries.length === 0) {
    return (
      <EmptyState icon="wallet" title={t('wallet.empty')}>
        {t('wallet.emptyBody')}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.history} data-testid="wallet-history">
        {history.entries.map((entry) => {
          const row = describeEntry(entry, history.gifts, i18n.language, (gift) => (gift.gift ? giftNameIn(gift.gift, i18n.language) : ''));
          return (
            <li key={row.id} className={styles.row}>
              <span className={styles.icon} aria-hidden="true">
                {row.picture ? <img src={row.picture} alt="" /> : <Icon name={entry.kind === 'topup' ? 'plus' : 'gift'} size={20} />}
              </span>
              <span>
                <span className={styles.label}>{t(row.labelKey, row.values)}</span>
                {row.message ? <span className={styles.message}>“{row.message}”</span> : null}
                <span className={styles.meta}>{formatDate(row.createdAt, 'lll')}</span>
              </span>
              <span className={`${styles.amount} ${row.direction === 'in' ? styles.in : styles.out}`}>
                {row.signedAmount}
                <span className={styles.after}>{t('wallet.balanceAfter', { amount: formatUnits(row.balanceAfter, i18n.language) })}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {history.hasMore ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={history.loadMore} loading={history.status === 'more'} loadingLabel={t('wallet.loadingMore')}>
            {t('wallet.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
