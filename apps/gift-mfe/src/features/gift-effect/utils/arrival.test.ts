import { describe, expect, it } from 'vitest';
import type { SentGift } from '@platform/shared-api';
import { giftChatLine } from './arrival';

const gift: SentGift = {
  id: '1',
  kind: 'gift',
  gift: { id: 'rose', name: { en: 'Rose', vi: 'Hoa hồng' }, price: 20, picture: 'data:' },
  amount: 20,
  message: 'Bravo',
  room_alias: 'room',
  transfer_id: 't',
  from: { account_id: 'a', display_name: 'Ann' },
  to: { account_id: 'b', display_name: 'Bao' },
  created_at: '2026-11-22T05:00:00.000Z',
};
const t = (key: string, v: Record<string, unknown>) => `${key}|${Object.values(v).join(',')}`;

describe('gift arrivals', () => {
  it('says who sent what to whom, with the message', () => {
    expect(giftChatLine({ gift, to_member_id: 'm2', to_name: 'Bao on stage' }, t, (n) => n.en, String)).toBe(
      'effect.sent|Ann,Rose,Bao on stage: “Bravo”',
    );
    expect(
      giftChatLine(
        { gift: { ...gift, gift: null, kind: 'donation', amount: 5, message: null }, to_member_id: null, to_name: 'Bao' },
        t,
        (n) => n.en,
        (a) => `${a} coins`,
      ),
    ).toBe('effect.donation|Ann,5 coins,Bao');
  });
});
