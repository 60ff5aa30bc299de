/** Gifts in the call: what the room feature mounts (arrivals into the chat, the participant menu entry). */
export { useGiftArrivals, type GiftRoom } from './hooks/useGiftArrivals';
export { useGiftMenuItem } from './hooks/useSendGift';
