import { describe, expect, it } from 'vitest';
import { choiceFromSearch, choiceToSearch, loginUrlFor } from './choice';

describe('gift choice in the URL', () => {
  it('round-trips a gift with a message', () => {
    const choice = { to: 'abcd2345efgh', giftId: 'rose', amount: '', message: 'Cảm ơn bạn & chúc mừng!' };
    expect(choiceFromSearch(choiceToSearch(choice))).toEqual(choice);
  });

  it('keeps a custom amount only when no gift is picked', () => {
    expect(choiceToSearch({ to: 'h', giftId: null, amount: '250', message: '' })).toBe('?to=h&amount=250');
    expect(choiceToSearch({ to: 'h', giftId: 'star', amount: '250', message: '' })).toBe('?to=h&gift=star');
    expect(choiceToSearch({ to: ' ', giftId: null, amount: '', message: '' })).toBe('');
  });

  it('cleans what it reads: digits only for the amount, long messages cut, path param first', () => {
    expect(choiceFromSearch('?to=a&amount=12x3&message=' + 'm'.repeat(300), 'fromPath')).toEqual({
      to: 'fromPath',
      giftId: null,
      amount: '123',
      message: 'm'.repeat(200),
    });
  });

  it('sends a logged-out visitor to login with the full page and choice as redirect', () => {
    const url = loginUrlFor('/gift/donation', { to: 'host1', giftId: 'cake', amount: '', message: 'hi' });
    expect(url).toBe('/login?redirect=%2Fgift%2Fdonation%3Fto%3Dhost1%26gift%3Dcake%26message%3Dhi');
    expect(decodeURIComponent(url.split('redirect=')[1])).toBe('/gift/donation?to=host1&gift=cake&message=hi');
  });
});
