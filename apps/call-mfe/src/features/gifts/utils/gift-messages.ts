import type { SentGift, WireChatMessage } from '@platform/shared-api';

/** What the server announces in a call when a gift arrives (see apps/gift-mfe/README.md). */
export interface GiftArrival {
  gift: SentGift;
  to_member_id?: string | null;
  to_name?: string;
}

/** The sender id of gift lines in the chat: never a member id, so never shown as "mine". */
export const GIFT_CHAT_SENDER = 'system:gift';

/**
 * Cheap check before loading the gift remote: true for a `gift.received` message or a
 * `room.events` frame that carries one. Everything else in the room stays untouched.
 */
export function carriesGift(message: unknown): boolean {
  if (!message || typeof message !== 'object') return false;
  const m = message as { type?: unknown; events?: unknown; gift?: unknown };
  if (m.type === 'gift.received') return Boolean(m.gift && typeof m.gift === 'object');
  if (m.type === 'room.events' && Array.isArray(m.events)) return m.events.some(carriesGift);
  return false;
}

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
