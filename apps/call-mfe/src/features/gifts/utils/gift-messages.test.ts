import { describe, expect, it } from 'vitest';
import type { SentGift } from '@platform/shared-api';
import { GIFT_CHAT_SENDER, giftActionFor, giftChatMessage, withGiftLine } from './gift-messages';

const gift: SentGift = {
  id: 'g1',
  kind: 'gift',
  amount: 20,
  message: 'Bravo',
  room_alias: 'abc-defg-hij',
  transfer_id: 't1',
  gift: { id: 'rose', name: { en: 'Rose', vi: 'Hoa hồng' }, price: 20, picture: 'data:image/svg+xml,' },
  from: { account_id: 'a1', display_name: 'Ann' },
  to: { account_id: 'a2', display_name: 'Bao' },
  created_at: '2026-11-22T06:00:00.000Z',
} as SentGift;
const arrival = { type: 'gift.received', gift, to_member_id: 'm2', to_name: 'Bao' };

describe('gift chat lines', () => {
  it('becomes a chat message from the gift sender at the gift time, never one of mine', () => {
    const line = giftChatMessage(arrival, 'Ann sent Rose to Bao: “Bravo”', 'Gift');
    expect(line).toEqual({
      id: 'gift:t1',
      from_id: GIFT_CHAT_SENDER,
      from_name: 'Gift',
      text: 'Ann sent Rose to Bao: “Bravo”',
      attachment: null,
      at: '2026-11-22T06:00:00.000Z',
    });
  });
  it('is added once even when the announcement repeats', () => {
    const chat = [{ id: 'c1', from_id: 'm1', from_name: 'Ann', text: 'hi', attachment: null, at: gift.created_at }];
    const line = giftChatMessage(arrival, 'Ann sent Rose to Bao', 'Gift');
    const once = withGiftLine(chat, line);
    expect(once.map((m) => m.id)).toEqual(['c1', 'gift:t1']);
    expect(withGiftLine(once, line)).toBe(once);
  });
});

describe('giftActionFor', () => {
  it('offers a gift to others when signed in, asks guests to sign in, nothing for yourself', () => {
    expect(giftActionFor('m1', 'm2', true)).toBe('send');
    expect(giftActionFor('m1', 'm2', false)).toBe('sign-in');
    expect(giftActionFor('m1', 'm1', true)).toBe('none');
    expect(giftActionFor(null, 'm2', true)).toBe('none');
  });
});
