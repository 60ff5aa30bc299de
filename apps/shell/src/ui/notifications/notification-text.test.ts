import { describe, expect, it } from 'vitest';
import type { Notification } from '@platform/shared-api';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { notificationText } from './notification-text';

/** i18next's interpolation, enough for these templates. */
const translator = (resources: Record<string, unknown>) => (key: string, options: Record<string, unknown>) => {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
  return typeof template === 'string' ? template.replace(/{{(\w+)}}/g, (_, name) => String(options[name])) : String(options.defaultValue);
};

const gift: Notification = {
  id: '1',
  title: 'You received a gift',
  body: 'Giver sent you Rose (20): Great talk!',
  data: {},
  is_read: false,
  created_at: '2026-01-01T00:00:00Z',
  text: {
    title_key: 'giftReceived.title',
    body_key: 'giftReceived.bodyWithMessage',
    params: { from: 'Giver', gift: { en: 'Rose', vi: 'Hoa hồng' }, amount: 20, message: 'Great talk!' },
  },
};

describe("a notification in the reader's language", () => {
  it("renders the server's keys and parameters, the gift named in that language", () => {
    expect(notificationText(gift, translator(vi), 'vi')).toEqual({
      title: 'Bạn nhận được một món quà',
      body: 'Giver đã tặng bạn Hoa hồng (20): Great talk!',
    });
    expect(notificationText(gift, translator(en), 'en')).toEqual({
      title: 'You received a gift',
      body: 'Giver sent you Rose (20): Great talk!',
    });
  });

  it("says a donation by its amount, and keeps the server's words when there are no keys", () => {
    const donation = {
      ...gift,
      text: {
        title_key: 'donationReceived.title',
        body_key: 'donationReceived.body',
        params: { from: 'An', gift: null, amount: 50, message: '' },
      },
    };
    expect(notificationText(donation, translator(vi), 'vi')).toEqual({
      title: 'Bạn nhận được một khoản ủng hộ',
      body: 'An đã ủng hộ bạn 50',
    });
    expect(notificationText({ ...gift, text: null, title: 'Welcome', body: 'Hello' }, translator(vi), 'vi')).toEqual({
      title: 'Welcome',
      body: 'Hello',
    });
  });
});
