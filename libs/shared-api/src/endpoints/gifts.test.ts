import { describe, expect, it } from 'vitest';
import { giftArrivalsIn, type SentGift } from './gifts';

// giftArrivalsIn looks at the message's shape, not the gift's fields.
const gift = { id: 'g1', transfer_id: 't1' } as SentGift;
const arrival = { type: 'gift.received', gift, to_member_id: 'm2', to_name: 'Bao' };

describe('giftArrivalsIn', () => {
  it('finds a gift announcement and those inside a room.events frame', () => {
    expect(giftArrivalsIn(arrival)).toEqual([arrival]);
    const frame = {
      type: 'room.events',
      events: [{ seq: 3, type: 'chat.message' }, arrival, { type: 'gift.received', gift: { ...gift, id: 'g2' } }],
    };
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
