import { describe, expect, it } from 'vitest';
import { giftArrivalsIn, type SentGift } from './gifts';

const gift = {
  id: 'g1', kind: 'gift', amount: 20, message: 'Bravo', room_alias: 'abc-defg-hij', transfer_id: 't1',
  gift: { id: 'rose', name: { en: 'Rose', vi: 'Hoa hồng' }, price: 20, picture: 'data:image/svg+xml,' },
  from: { account_id: 'a1', display_name: 'Ann' }, to: { account_id: 'a2', display_name: 'Bao' },
  created_at: '2026-11-22T06:00:00.000Z',
} as SentGift;
const arrival = { type: 'gift.received', gift, to_member_id: 'm2', to_name: 'Bao' };

describe('giftArrivalsIn', () => {
  it('finds a gift announcement and those inside a room.events frame', () => {
    expect(giftArrivalsIn(arrival)).toEqual([arrival]);
    const frame = { type: 'room.events', events: [{ seq: 3, type: 'chat.message' }, arrival, { type: 'gift.received', gift: { ...gift, id: 'g2' } }] };
    expect(giftArrivalsIn(frame).map((a) => a.gift.id)).toEqual(['g1', 'g2']);
  });

  it('ignores every other room message and malformed ones', () => {
    expect(giftArrivalsIn({ type: 'notice', kind: 'cohost.offer' })).toEqual([]);
    expect(giftArrivalsIn({ type: 'room.events', events: [{ seq: 3, type: 'chat.message' }] })).toEqual([]);
    expect(giftArrivalsIn({ type: 'gift.received' })).toEqual([]);
    expect(giftArrivalsIn({ type: 'gift.received', gift: 'rose' })).toEqual([]);
    expect(giftArrivalsIn(null)).toEqual([]);
    expect(giftArrivalsIn('gift.received')).toEqual([]);
  });
});
