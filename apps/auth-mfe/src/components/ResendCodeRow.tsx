import { useTranslation } from '@platform/i18n';
import { Button } from '@platform/ui';
import styles from './auth.module.css';

/**
 * "Didn't get the code?" under a code form (verifying an email, resetting a password): the resend
 * button counts down the cooldown the server set (useCooldown) and shows its own sending state.
 */
export function ResendCodeRow({
  onResend,
  cooldownSeconds,
  resending,
  disabled = false,
}: {
  onResend: () => void;
  cooldownSeconds: number;
  resending: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.resendRow}>
      <p>{t('verify.noCode')}</p>
      <Button
        size="sm"
        variant="ghost"
        icon="refresh"
        onClick={onResend}
        disabled={disabled || cooldownSeconds > 0}
        loading={resending}
        loadingLabel={t('verify.resending')}
        data-testid="resend-code"
      >
        {cooldownSeconds > 0 ? (
          <span className={styles.countdown}>{t('verify.resendIn', { seconds: cooldownSeconds })}</span>
        ) : (
          t('verify.resend')
        )}
      </Button>
    </div>
  );
}
