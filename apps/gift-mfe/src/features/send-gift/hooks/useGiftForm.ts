import { useCallback, useMemo, useState } from 'react';
import type { GiftCatalogueItem } from '@platform/shared-api';
import { toast } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import { goTo } from '#src/lib/navigate.ts';
import { useWalletBalance } from '../../wallet';
import { priceOf } from '../utils/amount';
import { loginUrlFor, type GiftChoice } from '../utils/choice';
import { useSendGift } from './useSendGift';

interface Options {
  initial: GiftChoice;
  catalogue: GiftCatalogueItem[];
  allowAmount: boolean;
  /** The page to come back to after login (the choice is added as its query). */
  returnPath: string;
  /** Receiver fields of the request (to, or to_member_id + room_alias). */
  target: { to?: string; to_member_id?: string; room_alias?: string };
  receiverName: string;
}

/** State of one gift form: the choice, its price against the balance, login hand-off and sending. */
export function useGiftForm({ initial, catalogue, allowAmount, returnPath, target, receiverName }: Options) {
  const { t } = useTranslation('gift');
  const [choice, setChoice] = useState<GiftChoice>(initial);
  const [tried, setTried] = useState(false);
  const wallet = useWalletBalance();
  const sender = useSendGift();
  const { setError } = sender;

  const check = useMemo(() => priceOf(choice, catalogue, allowAmount, wallet.balance), [choice, catalogue, allowAmount, wallet.balance]);
  const unchecked = useMemo(() => priceOf(choice, catalogue, allowAmount, null), [choice, catalogue, allowAmount]);
  const price = unchecked.ok ? unchecked.amount : null;

  const change = useCallback(
    (part: Partial<GiftChoice>) => {
      setChoice((current) => ({ ...current, ...part }));
      setError(null);
    },
    [setError],
  );

  const login = useCallback(() => goTo(loginUrlFor(returnPath, choice)), [returnPath, choice]);

  const submit = useCallback(async () => {
    setTried(true);
    if (!check.ok) return null;
    const result = await sender.send({
      ...target,
      ...(choice.giftId ? { gift_id: choice.giftId } : { amount: check.amount }),
      ...(choice.message.trim() ? { message: choice.message.trim() } : {}),
    });
    if (result) {
      toast.success(t('send.sentToast', { name: receiverName }));
      setTried(false);
    }
    return result;
  }, [check, choice, sender, target, t, receiverName]);

  const again = useCallback(() => {
    sender.reset();
    setChoice((current) => ({ ...current, message: '' }));
  }, [sender]);

  return {
    choice,
    change,
    price,
    fieldError: tried && !check.ok ? check.errorKey : null,
    balance: wallet.balance,
    refreshBalance: wallet.refresh,
    login,
    submit,
    again,
    sending: sender.sending,
    error: sender.error,
    sent: sender.sent,
  };
}

/** What `useGiftForm` gives the composer and the pages. */
export type GiftForm = ReturnType<typeof useGiftForm>;
