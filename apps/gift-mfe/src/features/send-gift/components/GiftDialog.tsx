import { useEffect } from 'react';
import { Avatar, IconButton } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import { useCatalogue } from '../../catalogue';
import { useGiftForm } from '../hooks/useGiftForm';
import { EMPTY_CHOICE } from '../utils/choice';
import { goTo } from '#src/lib/navigate.ts';
import { GiftComposer } from './GiftComposer';

import styles from './GiftDialog.module.css';

export interface GiftDialogTarget {
  toAlias?: string;
  toMemberId?: string;
  roomAlias?: string;
  toName: string;
}

/** The gift dialog of a call: pick a gift for one participant and pay from the wallet, without leaving the call. */
export function GiftDialog({ target, close }: { target: GiftDialogTarget; close(result: { sent: boolean }): void }) {
  const { t } = useTranslation('gift');
  const catalogue = useCatalogue();
  const form = useGiftForm({
    initial: { ...EMPTY_CHOICE, to: target.toAlias ?? '' },
    catalogue: catalogue.items,
    allowAmount: false,
    returnPath: window.location.pathname,
    target: target.toMemberId
      ? { to_member_id: target.toMemberId, room_alias: target.roomAlias }
      : { to: target.toAlias, ...(target.roomAlias ? { room_alias: target.roomAlias } : {}) },
    receiverName: target.toName,
  });

  useEffect(() => {
    if (form.sent) close({ sent: true });
  }, [form.sent, close]);

  return (
    <div className={styles.dialog} data-testid="gift-dialog">
      <div className={styles.head}>
        <Avatar name={target.toName} size={36} />
        <h2>{t('dialog.heading', { name: target.toName })}</h2>
        <IconButton icon="x" variant="ghost" size="sm" label={t('common:actions.close')} onClick={() => close({ sent: false })} />
      </div>
      <GiftComposer
        compact
        catalogue={catalogue}
        form={form}
        submitLabel={t('send.submit')}
        sendingLabel={t('send.submitting')}
        loginLabel={t('dialog.login')}
        loginNote={t('dialog.loginBody')}
        onLogin={() => {
          close({ sent: false });
          goTo(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        }}
        walletHref="/gift/wallet"
      />
    </div>
  );
}
