import { useState } from 'react';
import { useLocation, useNavigate } from '@platform/router';
import { Button, Card, TextField } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import { useCatalogue } from '../../catalogue';
import { useGiftForm } from '../hooks/useGiftForm';
import { useRecipient } from '../hooks/useRecipient';
import { choiceFromSearch } from '../utils/choice';
import { GiftComposer } from './GiftComposer';
import { RecipientCard } from './RecipientCard';
import { SentPanel } from './SentPanel';
import styles from './GiftPage.module.css';

/** /gift: find a host or speaker by link, alias or account ID, pick a gift and pay from the wallet. */
export function SendGiftPage() {
  const { t } = useTranslation('gift');
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => choiceFromSearch(location.search));
  const [toInput, setToInput] = useState(initial.to);
  const [to, setTo] = useState(initial.to);
  const [toError, setToError] = useState<string | null>(null);
  const recipientState = useRecipient(to);
  const recipient = recipientState.status === 'found' ? recipientState.recipient : null;
  const catalogue = useCatalogue();
  const form = useGiftForm({
    initial,
    catalogue: catalogue.items,
    allowAmount: false,
    returnPath: '/gift',
    target: { to },
    receiverName: recipient?.display_name ?? '',
  });

  const lookupError =
    recipientState.status === 'error'
      ? t(recipientState.error.key.includes(':') ? recipientState.error.key : `common:${recipientState.error.key}`)
      : null;

  function find() {
    if (!toInput.trim()) {
      setToError(t('validation.recipientRequired'));
      return;
    }
    setToError(null);
    setTo(toInput.trim());
    form.change({ to: toInput.trim() });
  }

  if (form.sent) {
    return (
      <Card className={styles.centered}>
        <SentPanel
          gift={form.sent}
          balance={form.balance}
          title={t('send.sentTitle')}
          onAgain={form.again}
          onWallet={() => navigate('/gift/wallet')}
        />
      </Card>
    );
  }

  return (
    <>
      <div className={styles.intro}>
        <h1>{t('send.heading')}</h1>
        <p>{t('send.lead')}</p>
      </div>
      <div className={styles.layout}>
        <Card className={styles.card}>
          <GiftComposer
            catalogue={catalogue}
            form={form}
            disabled={!recipient}
            submitLabel={t('send.submit')}
            sendingLabel={t('send.submitting')}
            loginLabel={t('send.loginToSend')}
            walletHref="/gift/wallet"
            onWalletLink={(event) => {
              event.preventDefault();
              navigate('/gift/wallet');
            }}
          />
        </Card>
        <aside className={styles.side}>
          <Card className={styles.card}>
            <h2 className={styles.sideTitle}>{t('send.recipientLabel')}</h2>
            {recipient ? (
              <RecipientCard
                recipient={recipient}
                action={
                  <Button size="sm" variant="ghost" onClick={() => setTo('')}>
                    {t('send.change')}
                  </Button>
                }
              />
            ) : (
              <form
                className={styles.findRow}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  find();
                }}
              >
                <TextField
                  label={t('send.recipientLabel')}
                  hideLabel
                  value={toInput}
                  onChange={(event) => setToInput(event.target.value)}
                  placeholder="https://…/j/…"
                  hint={t('send.recipientHint')}
                  error={toError ?? lookupError}
                  autoComplete="off"
                  required
                />
                <Button type="submit" variant="secondary" loading={recipientState.status === 'loading'} loadingLabel={t('send.finding')}>
                  {t('send.find')}
                </Button>
              </form>
            )}
          </Card>
        </aside>
      </div>
    </>
  );
}
