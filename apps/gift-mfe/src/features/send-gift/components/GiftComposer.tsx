import { useId } from 'react';
import { Alert, Button, Tabs, TextArea, TextField } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import type { GiftCatalogueItem } from '@platform/shared-api';
import { GiftPicker } from '../../catalogue';
import { formatUnits } from '#src/lib/units.ts';
import { MAX_MESSAGE_LENGTH } from '../utils/choice';
import type { GiftForm } from '../hooks/useGiftForm';
import styles from './GiftComposer.module.css';

export interface GiftComposerProps {
  catalogue: { items: GiftCatalogueItem[]; status: 'loading' | 'ready' | 'error'; retry(): void };
  /**
   * The form's state and actions (`useGiftForm`): the choice, the balance (null when signed out), the
   * price of a valid choice, the client-side check shown once the user tried to send, the server's
   * error, and submit / login.
   */
  form: Pick<GiftForm, 'choice' | 'change' | 'balance' | 'price' | 'fieldError' | 'error' | 'sending' | 'submit' | 'login'>;
  /** Donation page: a custom amount instead of a gift. */
  allowAmount?: boolean;
  disabled?: boolean;
  submitLabel: string;
  sendingLabel: string;
  loginLabel: string;
  /** Shown beside the login button when signed out (default: the choice is kept). */
  loginNote?: string;
  /** Instead of the form's login (the call's dialog closes first). */
  onLogin?(): void;
  /** Link to the wallet, offered when the balance is short. */
  walletHref?: string;
  onWalletLink?(event: React.MouseEvent<HTMLAnchorElement>): void;
  compact?: boolean;
}

/** Pick a gift (or an amount), add a message, see what it costs against the balance, and send. */
export function GiftComposer(props: GiftComposerProps) {
  const { t, i18n } = useTranslation('gift');
  const errorId = useId();
  const { allowAmount, form } = props;
  const { choice, change: onChange, balance, price, fieldError, error } = form;
  const mode = allowAmount && choice.giftId === null ? 'amount' : 'gift';
  const units = (value: number) => t('units', { amount: formatUnits(value, i18n.language), count: value });
  const short = balance !== null && price !== null && price > balance;
  const balanceError = error?.key === 'errors.balance' || fieldError === 'common:errors.balance';
  const fieldMessage = fieldError && fieldError !== 'common:errors.balance' ? t(fieldError) : null;
  const shownError = error
    ? t(error.key.includes(':') ? error.key : `common:${error.key}`, error.params)
    : balanceError
      ? t('common:errors.balance')
      : null;

  // The gift picker or the amount field: the panel of the tabs when an amount may be given.
  const pick =
    mode === 'gift' ? (
      <GiftPicker
        items={props.catalogue.items}
        status={props.catalogue.status}
        onRetry={props.catalogue.retry}
        value={choice.giftId}
        onChange={(giftId) => onChange({ giftId })}
        label={t('picker.label')}
        compact={props.compact}
        errorId={fieldMessage ? errorId : undefined}
      />
    ) : (
      <div className={styles.amountRow}>
        <TextField
          label={t('donation.amountLabel')}
          inputMode="numeric"
          autoComplete="off"
          value={choice.amount}
          onChange={(event) => onChange({ amount: event.target.value.replace(/[^0-9]/g, '').slice(0, 9) })}
          hint={t('donation.amountHint')}
          error={fieldMessage}
          required
        />
      </div>
    );

  return (
    <form
      className={styles.composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (balance === null) (props.onLogin ?? form.login)();
        else void form.submit();
      }}
    >
      {allowAmount ? (
        <Tabs
          label={t('send.pickHeading')}
          items={[
            { id: 'gift', label: t('donation.tabGift') },
            { id: 'amount', label: t('donation.tabAmount') },
          ]}
          value={mode}
          onChange={(id) => onChange({ giftId: id === 'amount' ? null : '' })}
        >
          {pick}
        </Tabs>
      ) : (
        <>
          <h2 className={styles.sectionTitle}>{t('send.pickHeading')}</h2>
          {pick}
        </>
      )}
      {mode === 'gift' && fieldMessage ? (
        <span id={errorId} className="ui-field__error" role="alert">
          {fieldMessage}
        </span>
      ) : null}

      <TextArea
        label={t('send.messageLabel')}
        placeholder={t('send.messagePlaceholder')}
        value={choice.message}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={props.compact ? 2 : 3}
        onChange={(event) => onChange({ message: event.target.value })}
      />
      <div className={styles.counter} aria-hidden="true">
        {choice.message.length}/{MAX_MESSAGE_LENGTH}
      </div>

      <dl className={styles.summary} aria-live="polite">
        <dt>{t('send.total')}</dt>
        <dd data-testid="gift-total">{price !== null ? units(price) : '—'}</dd>
        {balance !== null ? (
          <>
            <dt>{t('send.yourBalance')}</dt>
            <dd data-testid="gift-balance" className={short ? styles.short : undefined}>
              {units(balance)}
            </dd>
            {price !== null && !short ? (
              <>
                <dt>{t('send.afterGift')}</dt>
                <dd>{units(balance - price)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>

      {shownError ? (
        <Alert tone="danger">
          <span data-testid="gift-error">{shownError}</span>
          {balanceError && props.walletHref ? (
            <div className={styles.errorActions}>
              <a
                href={props.walletHref}
                onClick={props.onWalletLink}
                {...(props.onWalletLink ? {} : { target: '_blank', rel: 'noopener' })}
              >
                {t('send.topUp')}
              </a>
            </div>
          ) : null}
        </Alert>
      ) : null}

      <div className={styles.actions}>
        {balance === null ? <p className={styles.loginNote}>{props.loginNote ?? t('send.loginNote')}</p> : null}
        <Button
          type="submit"
          variant="primary"
          size={props.compact ? 'md' : 'lg'}
          icon={balance === null ? 'key' : 'gift'}
          loading={form.sending}
          loadingLabel={props.sendingLabel}
          disabled={props.disabled}
        >
          {balance === null ? props.loginLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
