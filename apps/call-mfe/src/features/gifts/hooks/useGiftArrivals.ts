import { useEffect } from 'react';
import { i18n } from '@platform/i18n';
import { toast } from '@platform/ui';
import { loadGiftEffect } from '../api/gift-remote';
import { giftArrivalsIn, type WireChatMessage } from '@platform/shared-api';
import { giftChatMessage, withGiftLine } from '../utils/gift-messages';

/**
 * Gifts arriving in the call: for every `gift.received` from the room socket, the gift remote plays
 * its on-screen effect and the gift becomes a line of the chat (in the interface language).
 */
/** What gift arrivals need from the room (the room client fits it; gifts does not depend on the room feature). */
export interface GiftRoom {
  onMessage(listener: (message: unknown) => void): () => void;
  /** Applies a change to the call's chat lines. */
  updateChat(change: (chat: WireChatMessage[]) => WireChatMessage[]): void;
}

export function useGiftArrivals(room: GiftRoom) {
  useEffect(() => {
    let active = true;
    let warned = false;
    const off = room.onMessage((message) => {
      // Cheap check before loading the gift remote: everything else in the room stays untouched.
      if (giftArrivalsIn(message).length === 0) return;
      loadGiftEffect().then(
        (effect) => {
          if (!active) return;
          for (const arrival of effect.handleRoomMessage(message)) {
            const line = giftChatMessage(arrival, effect.giftChatLine(arrival), i18n.t('call:gifts.chatSender'));
            room.updateChat((chat) => withGiftLine(chat, line));
          }
        },
        () => {
          if (!active || warned) return;
          warned = true;
          toast.error(i18n.t('call:gifts.unavailable'));
        },
      );
    });
    return () => {
      active = false;
      off();
    };
  }, [room]);
}
