import { describe, expect, it } from 'vitest';
import type { GiftCatalogueItem } from '@platform/shared-api';
import { priceOf } from './amount';
import { EMPTY_CHOICE } from './choice';

const catalogue: GiftCatalogueItem[] = [
  { id: 'heart', name: { en: 'Heart', vi: 'Trái tim' }, price: 10, picture: 'data:' },
  { id: 'cake', name: { en: 'Cake', vi: 'Bánh kem' }, price: 100, picture: 'data:' },
];

describe('priceOf', () => {
  it('charges a picked gift at its catalogue price', () => {
    expect(priceOf({ ...EMPTY_CHOICE, giftId: 'cake' }, catalogue, false, 500)).toEqual({ ok: true, amount: 100 });
  });

  it('asks for a gift when none (or an unknown one) is picked', () => {
    expect(priceOf(EMPTY_CHOICE, catalogue, false, null)).toEqual({ ok: false, errorKey: 'validation.pickGift' });
    expect(priceOf({ ...EMPTY_CHOICE, giftId: 'unicorn' }, catalogue, true, null)).toEqual({ ok: false, errorKey: 'validation.pickGift' });
    expect(priceOf({ ...EMPTY_CHOICE, giftId: '' }, catalogue, true, null)).toEqual({ ok: false, errorKey: 'validation.pickGift' });
  });

  it('checks a custom donation amount', () => {
    expect(priceOf({ ...EMPTY_CHOICE, amount: '' }, catalogue, true, null)).toMatchObject({ errorKey: 'validation.amountRequired' });
    expect(priceOf({ ...EMPTY_CHOICE, amount: '0' }, catalogue, true, null)).toMatchObject({ errorKey: 'validation.amountInvalid' });
    expect(priceOf({ ...EMPTY_CHOICE, amount: '1.5' }, catalogue, true, null)).toMatchObject({ errorKey: 'validation.amountInvalid' });
    expect(priceOf({ ...EMPTY_CHOICE, amount: '1000001' }, catalogue, true, null)).toMatchObject({ errorKey: 'validation.amountInvalid' });
    expect(priceOf({ ...EMPTY_CHOICE, amount: '75' }, catalogue, true, null)).toEqual({ ok: true, amount: 75 });
  });

  it('refuses what the known balance cannot pay, and lets the exact balance through', () => {
    expect(priceOf({ ...EMPTY_CHOICE, giftId: 'cake' }, catalogue, false, 99)).toEqual({ ok: false, errorKey: 'common:errors.balance' });
    expect(priceOf({ ...EMPTY_CHOICE, giftId: 'cake' }, catalogue, false, 100)).toEqual({ ok: true, amount: 100 });
  });
});
