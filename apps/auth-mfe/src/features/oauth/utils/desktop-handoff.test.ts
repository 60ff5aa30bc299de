import { describe, expect, it } from 'vitest';
import { DesktopHandoffError, handOffToDesktop, pingDesktop } from './desktop-handoff';

const payload = { provider: 'google' as const, authorization: 'tok', account: { account_id: 'a1' } };

function recorder(answers: Array<number | 'refused'>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const answer = answers.shift();
    if (answer === 'refused' || answer === undefined) throw new TypeError('Failed to fetch');
    return { ok: answer >= 200 && answer < 300, status: answer };
  };
  return { calls, fetchImpl };
}

describe('desktop hand-off', () => {
  it('pings, then submits the sign-in result to the local port', async () => {
    const { calls, fetchImpl } = recorder([200, 200]);
    await handOffToDesktop(53682, payload, fetchImpl);
    expect(calls.map((c) => c.url)).toEqual(['http://localhost:53682/apis/v1/oauth/ping', 'http://localhost:53682/apis/v1/oauth/submit']);
    expect(calls[1].body).toEqual(payload);
  });

  it('says the app is not running when nothing answers, and submits nothing', async () => {
    const { calls, fetchImpl } = recorder(['refused']);
    await expect(handOffToDesktop(53682, payload, fetchImpl)).rejects.toMatchObject({ reason: 'not_running' });
    expect(calls).toHaveLength(1);
    expect(await pingDesktop(53682, recorder([500]).fetchImpl)).toBe(false);
  });

  it('says the app refused when the submit fails', async () => {
    const { fetchImpl } = recorder([200, 400]);
    const error = await handOffToDesktop(53682, payload, fetchImpl).catch((e) => e);
    expect(error).toBeInstanceOf(DesktopHandoffError);
    expect(error.reason).toBe('rejected');
  });
});
