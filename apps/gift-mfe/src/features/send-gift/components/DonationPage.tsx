import { useState } from 'react';
import { useLocation, useNavigate, useParams } from '@platform/router';
import { Button, Card, EmptyState, Spinner, TextField } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import { useCatalogue } from '../../catalogue';
import { useGiftForm } from '../hooks/useGiftForm';
import { useRecipient } from '../hooks/useRecipient';
import { choiceFromSearch } from '../utils/choice';
import { GiftComposer } from './GiftComposer';
import { RecipientCard } from './RecipientCard';
import { SentPanel } from './SentPanel';
import styles from './GiftPage.module.css';

/** /gift/donation?to=<account id or alias> (or /gift/donation/<to>): a host's public donation page. */
export function DonationPage() {
  const { t } = useTranslation('gift');
  const location = useLocation();
  const params = useParams<{ to?: string }>();
  const navigate = useNavigate();
  const [initial] = useState(() => choiceFromSearch(location.search, params.to));
  const recipientState = useRecipient(initial.to);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const recipient = recipientState.status === 'found' ? recipientState.recipient : null;
  const catalogue = useCatalogue();
  const form = useGiftForm({
    initial: initial.giftId || initial.amount ? initial : { ...initial, giftId: '' },
    catalogue: catalogue.items,
    allowAmount: true,
    returnPath: '/gift/donation',
    target: { to: initial.to },
    receiverName: recipient?.display_name ?? '',
  });

  if (!initial.to || recipientState.status === 'error') {
    const message =
      recipientState.status === 'error'
        ? t(recipientState.error.key.includes(':') ? recipientState.error.key : `common:${recipientState.error.key}`)
        : null;
    return (
      <Card className={`${styles.centered} ${styles.card}`}>
        <EmptyState icon="gift" title={t('donation.missingTo')}>
          <p className={styles.muted}>{message ?? t('donation.missingToBody')}</p>
        </EmptyState>
        <form
          className={styles.findRow}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!typed.trim()) return setTypedError(t('validation.recipientRequired'));
            // A fresh page load of the donation page for what was typed.
            window.location.assign(`/gift/donation?to=${encodeURIComponent(typed.trim())}`);
          }}
        >
          <TextField
            label={t('send.recipientLabel')}
            hideLabel
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('send.recipientHint')}
            error={typedError}
          />
          <Button type="submit" variant="secondary">
            {t('donation.open')}
          </Button>
        </form>
      </Card>
    );
  }

  if (!recipient) {
    return (
      <div className={styles.centered} style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner />
      </div>
    );
  }

  if (form.sent) {
    return (
      <Card className={styles.centered}>
        <SentPanel
          gift={form.sent}
          balance={form.balance}
          title={t('donation.sentTitle')}
          onAgain={form.again}
          onWallet={() => navigate('/gift/wallet')}
        />
      </Card>
    );
  }

  return (
    <div className={styles.centered}>
      <div className={styles.hero}>
        <RecipientCard recipient={recipient} large />
        <h1>{t('donation.heading', { name: recipient.display_name })}</h1>
        <p>{t('donation.lead')}</p>
      </div>
      <Card className={styles.card}>
        <GiftComposer
          catalogue={catalogue}
          form={form}
          allowAmount
          submitLabel={t('donation.submit')}
          sendingLabel={t('donation.submitting')}
          loginLabel={t('donation.loginToDonate')}
          walletHref="/gift/wallet"
          onWalletLink={(event) => {
            event.preventDefault();
            navigate('/gift/wallet');
          }}
        />
      </Card>
    </div>
  );
}
