import { expect, startLiveKitStack, test, type LiveKitStack } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall, tileVideo } from '../support/call';
import { expectMovingVideo, expectVoices } from '../support/livekit-call';
import { liveKitRoom } from '../support/livekit-room';

/**
 * Token renewal (issue 24, journey 5): media tokens that last 30 s (LIVEKIT_TOKEN_TTL_SECONDS), a
 * call that runs past three of their lifetimes without a drop, and still comes back from a LiveKit
 * restart long after the token it started with expired.
 */
const TTL_SECONDS = 30;
test.describe.configure({ timeout: 300_000 });

let stack: LiveKitStack;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  stack = await startLiveKitStack({ env: { LIVEKIT_TOKEN_TTL_SECONDS: String(TTL_SECONDS) } });
});
test.afterAll(async () => stack?.stop());

test('a call runs past three token lifetimes without a drop, renewing as it goes', async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: stack.baseURL });
  const { host, alias } = await createMeeting(request, 'Rang Host');
  await request.dispose();
  const renewals = { host: 0, guest: 0 };
  const counting = (who: keyof typeof renewals) => async (context: import('@playwright/test').BrowserContext) => {
    context.on('response', (response) => {
      if (response.url().endsWith('/call-config/config') && response.ok()) renewals[who]++;
    });
  };
  const hostPage = await joinCall(browser, stack.baseURL, alias, 'Rang Host', host.token, undefined, counting('host'));
  const guest = await joinCall(browser, stack.baseURL, alias, 'Sa Guest', undefined, undefined, counting('guest'));
  await expectProductVideo(hostPage, 'Sa Guest');
  await expectProductVideo(guest, 'Rang Host');
  const lk = liveKitRoom(stack.nodes[0], alias);
  const joinedAt = Object.fromEntries((await lk.participants()).map((p) => [p.identity, String(p.joinedAt)]));
  expect(Object.keys(joinedAt)).toHaveLength(2);

  // Every five seconds, for three lifetimes and a bit: both pictures moved, nobody is reconnecting.
  const until = Date.now() + (3 * TTL_SECONDS + 10) * 1000;
  let last = { host: 0, guest: 0 };
  while (Date.now() < until) {
    await hostPage.waitForTimeout(5000);
    const now = { host: (await tileVideo(hostPage, 'Sa Guest'))?.frames ?? 0, guest: (await tileVideo(guest, 'Rang Host'))?.frames ?? 0 };
    expect(now.host).toBeGreaterThan(last.host);
    expect(now.guest).toBeGreaterThan(last.guest);
    last = now;
    for (const page of [hostPage, guest]) {
      await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  }
  // Renewed at least three times each (renewal at 70 % of a lifetime), in the same LiveKit session.
  console.log(`token renewals in ${3 * TTL_SECONDS + 10} s: host ${renewals.host - 1}, guest ${renewals.guest - 1}`);
  expect(renewals.host).toBeGreaterThanOrEqual(4);
  expect(renewals.guest).toBeGreaterThanOrEqual(4);
  expect(Object.fromEntries((await lk.participants()).map((p) => [p.identity, String(p.joinedAt)]))).toEqual(joinedAt);
  await expectVoices(hostPage, 1);

  // LiveKit restarts long after the first tokens expired: the call still comes back by itself.
  await stack.nodes[0].kill();
  await expect(hostPage.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({ timeout: 20_000 });
  await stack.nodes[0].restart();
  await expectMovingVideo(hostPage, 'Sa Guest');
  await expectMovingVideo(guest, 'Rang Host');
  await expect(hostPage.getByRole('status').filter({ hasText: 'Reconnecting…' })).toHaveCount(0);
});
