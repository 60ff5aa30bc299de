import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TokenRenewal, type MediaToken } from './token-renewal';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const token = (n: number): MediaToken => ({ token: `t${n}`, expiresIn: 600 });

describe('TokenRenewal', () => {
  it('fetches a fresh token before the first expires, and keeps renewing while in the call', async () => {
    let issued = 0;
    const fetch = vi.fn(async () => token(++issued));
    const seen: string[] = [];
    const renewal = new TokenRenewal({ initial: token(0), fetch, onToken: (t) => seen.push(t.token) });
    await vi.advanceTimersByTimeAsync(419_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000); // 420 s: before the 600 s expiry
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(renewal.token).toBe('t1');
    // an hour in the call: a renewal every 420 s, the token never expires
    for (let minute = 0; minute < 60; minute++) {
      await vi.advanceTimersByTimeAsync(60_000);
      expect(renewal.token).not.toBeNull();
    }
    expect(fetch.mock.calls.length).toBe(1 + Math.floor(3_600 / 420));
    expect(seen.at(-1)).toBe(renewal.token);
    renewal.stop();
  });

  it('stops renewing on leave', async () => {
    const fetch = vi.fn(async () => token(1));
    const renewal = new TokenRenewal({ initial: token(0), fetch });
    await vi.advanceTimersByTimeAsync(420_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    renewal.stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a failed renewal while the token is still valid, and says when it has expired', async () => {
    const fetch = vi.fn(async (): Promise<MediaToken> => {
      throw new Error('offline');
    });
    const renewal = new TokenRenewal({ initial: token(0), fetch, retrySeconds: 15 });
    await vi.advanceTimersByTimeAsync(420_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(renewal.token).toBe('t0');
    await vi.advanceTimersByTimeAsync(200_000);
    expect(renewal.token).toBeNull();
    const calls = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch.mock.calls.length).toBe(calls); // no retries once expired: a reconnect asks with renewNow
    renewal.stop();
  });
});
