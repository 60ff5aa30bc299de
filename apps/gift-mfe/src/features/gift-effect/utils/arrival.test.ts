import { describe, expect, it } from 'vitest';
import type { SentGift } from '@platform/shared-api';
import { giftArrivalsIn, giftChatLine } from './arrival';

const gift: SentGift = {
  id: '1', kind: 'gift', gift: { id: 'rose', name: { en: 'Rose', vi: 'Hoa hồng' }, price: 20, picture: 'data:' }, amount: 20,
  message: 'Bravo', room_alias: 'room', transfer_id: 't', from: { account_id: 'a', display_name: 'Ann' }, to: { account_id: 'b', display_name: 'Bao' },
  created_at: '2026-11-22T05:00:00.000Z',
};
const t = (key: string, v: Record<string, unknown>) => `${key}|${Object.values(v).join(',')}`;

describe('gift arrivals', () => {
  it('finds gifts in a plain message and inside a room.events frame', () => {
    expect(giftArrivalsIn({ type: 'gift.received', gift, to_name: 'Bao on stage' })).toHaveLength(1);
    const frame = { type: 'room.events', events: [{ type: 'chat.message' }, { type: 'gift.received', gift }] };
    expect(giftArrivalsIn(frame).map((a) => a.gift.id)).toEqual(['1']);
    expect(giftArrivalsIn({ type: 'chat.message' })).toEqual([]);
    expect(giftArrivalsIn('nonsense')).toEqual([]);
  });

  it('says who sent what to whom, with the message', () => {
    expect(giftChatLine({ gift, to_name: 'Bao on stage' }, t, (n) => n.en, String)).toBe('effect.sent|Ann,Rose,Bao on stage: “Bravo”');
    expect(giftChatLine({ gift: { ...gift, gift: null, kind: 'donation', amount: 5, message: null } }, t, (n) => n.en, (a) => `${a} coins`)).toBe('effect.donation|Ann,5 coins,Bao');
  });
});
