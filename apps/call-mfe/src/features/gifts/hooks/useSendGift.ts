import { useCallback } from 'react';
import { useTranslation } from '@platform/i18n';
import { useSessionStore } from '@platform/shared-api';
import { toast, type MenuItem } from '@platform/ui';
import { loadGiftDialog } from '../api/gift-remote';
import { giftActionFor } from '../utils/gift-messages';

/**
 * The "Send a gift" entry of a participant's menu: opens the gift remote's dialog for that member of
 * this call; guests see it disabled with a hint to sign in; none for yourself.
 */
export function useGiftMenuItem(roomAlias: string, selfId: string | null) {
  const { t } = useTranslation('call');
  const signedIn = useSessionStore((s) => !!s.token);
  return useCallback(
    (target: { id: string; displayName: string }): MenuItem | null => {
      const action = giftActionFor(selfId, target.id, signedIn);
      if (action === 'none') return null;
      return {
        id: 'gift.send',
        icon: 'gift',
        label: t('gifts.send'),
        disabled: action === 'sign-in',
        hint: action === 'sign-in' ? t('gifts.signInHint') : undefined,
        onSelect: () => {
          loadGiftDialog().then(
            ({ openGiftDialog }) => openGiftDialog({ toMemberId: target.id, roomAlias, toName: target.displayName }),
            () => toast.error(t('gifts.unavailable')),
          );
        },
      };
    },
    [roomAlias, selfId, signedIn, t],
  );
}
