import { useState } from 'react';
import { Alert, Button, Card, toast } from '@platform/ui';
import { devTopUpWallet, isApiError, useRuntimeInfo } from '@platform/shared-api';
import { useTranslation } from '@platform/i18n';
import { newIdempotencyKey } from '#src/lib/idempotency.ts';
import { rememberBalance } from '../hooks/useWalletBalance';
import { formatUnits } from '#src/lib/units.ts';
import styles from './WalletPage.module.css';

const AMOUNTS = [100, 500, 1000];

/**
 * Development only: funds the wallet through POST /__dev/wallet/topup. Hidden when the manifest says
 * production, and hidden for good once the service answers that the route does not exist.
 */
export function DevTopUp({ onDone }: { onDone(): void }) {
  const { t, i18n } = useTranslation('gift');
  const env = useRuntimeInfo((info) => info.env);
  const [unavailable, setUnavailable] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  if (env === 'production') return null;

  async function topUp(amount: number) {
    setBusy(amount);
    try {
      const result = await devTopUpWallet({ amount, idempotency_key: `topup-${newIdempotencyKey()}` });
      rememberBalance(result.balance);
      toast.success(t('wallet.devTopUpDone', { amount: formatUnits(amount, i18n.language) }));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 404) setUnavailable(true);
      else toast.error(t('common:errors.generic'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className={styles.card} data-testid="dev-topup">
      <h2 className={styles.cardTitle}>{t('wallet.devTopUpTitle')}</h2>
      {unavailable ? (
        <Alert tone="info">{t('wallet.devTopUpUnavailable')}</Alert>
      ) : (
        <>
          <p className={styles.muted}>{t('wallet.devTopUpBody')}</p>
          <div className={styles.amounts}>
            {AMOUNTS.map((amount) => (
              <Button
                key={amount}
                variant="secondary"
                size="sm"
                icon="plus"
                loading={busy === amount}
                disabled={busy !== null && busy !== amount}
                onClick={() => void topUp(amount)}
              >
                {t('wallet.devTopUp', { amount: formatUnits(amount, i18n.language) })}
              </Button>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}
