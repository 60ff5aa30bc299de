import type { GiftArrival, WireChatMessage } from '@platform/shared-api';

/** The sender id of gift lines in the chat: never a member id, so never shown as "mine". */
export const GIFT_CHAT_SENDER = 'system:gift';

/** A gift as a line of the call's chat: one per transfer, from the "Gift" sender, with the gift's time. */
export function giftChatMessage(arrival: GiftArrival, line: string, senderName: string): WireChatMessage {
  const { gift } = arrival;
  return {
    id: `gift:${gift.transfer_id ?? gift.id}`,
    from_id: GIFT_CHAT_SENDER,
    from_name: senderName,
    text: line,
    attachment: null,
    at: gift.created_at ?? new Date().toISOString(),
  };
}

/** Adds a gift line to the chat once (a retried announcement or a repeated frame adds nothing). */
export function withGiftLine(chat: WireChatMessage[], message: WireChatMessage): WireChatMessage[] {
  return chat.some((m) => m.id === message.id) ? chat : [...chat, message];
}

/** Gift menu entry state for a participant row: none for yourself; disabled (sign in) for guests. */
export function giftActionFor(selfId: string | null, targetId: string, signedIn: boolean): 'none' | 'send' | 'sign-in' {
  if (!selfId || selfId === targetId) return 'none';
  return signedIn ? 'send' : 'sign-in';
}
