import { describe, expect, it } from 'vitest';
import type { SentGift, WalletEntry } from '@platform/shared-api';
import { describeEntry, missingTransferIds } from './entries';

const entry = (over: Partial<WalletEntry>): WalletEntry => ({
  id: '1',
  amount: 100,
  balance_after: 100,
  kind: 'topup',
  transfer_id: null,
  counterparty_id: null,
  note: null,
  created_at: '2026-11-22T05:00:00.000Z',
  ...over,
});
const rose: SentGift = {
  id: '9',
  kind: 'gift',
  gift: { id: 'rose', name: { en: 'Rose', vi: 'Hoa hồng' }, price: 20, picture: 'data:image/svg+xml,rose' },
  amount: 20,
  message: 'Bravo',
  room_alias: null,
  transfer_id: 't1',
  from: { account_id: 'a', display_name: 'Ann' },
  to: { account_id: 'b', display_name: 'Bao' },
  created_at: '2026-11-22T05:00:00.000Z',
};
const name = (gift: SentGift) => gift.gift!.name.en;

describe('describeEntry', () => {
  it('describes a top-up', () => {
    expect(describeEntry(entry({}), new Map(), 'en', name)).toMatchObject({
      labelKey: 'wallet.kind.topup',
      direction: 'in',
      signedAmount: '+100',
    });
  });

  it('names the receiver of a gift sent and the sender of a gift received', () => {
    const gifts = new Map([['t1', rose]]);
    const sent = describeEntry(entry({ amount: -20, balance_after: 80, kind: 'gift', transfer_id: 't1' }), gifts, 'en', name);
    expect(sent).toMatchObject({
      labelKey: 'wallet.kind.giftSent',
      values: { name: 'Bao', gift: 'Rose' },
      direction: 'out',
      signedAmount: '\u221220',
      picture: rose.gift!.picture,
      message: 'Bravo',
    });
    const received = describeEntry(entry({ amount: 20, kind: 'gift', transfer_id: 't1' }), gifts, 'en', name);
    expect(received).toMatchObject({ labelKey: 'wallet.kind.giftReceived', values: { name: 'Ann' }, direction: 'in' });
  });

  it('still reads when the gift details are unknown, and for donations', () => {
    expect(describeEntry(entry({ amount: -5, kind: 'donation', transfer_id: 'zz' }), new Map(), 'en', name).labelKey).toBe(
      'wallet.kind.donationSentUnknown',
    );
    expect(describeEntry(entry({ amount: -5, kind: 'debit' }), new Map(), 'en', name).labelKey).toBe('wallet.kind.debit');
  });
});

describe('missingTransferIds', () => {
  it('asks only for unknown transfer ids, once each', () => {
    const entries = [entry({ transfer_id: 't1' }), entry({ transfer_id: 't2' }), entry({ transfer_id: 't2' }), entry({})];
    expect(missingTransferIds(entries, new Map([['t1', rose]]))).toEqual(['t2']);
  });
});
