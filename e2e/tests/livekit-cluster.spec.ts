import { expect, startLiveKitStack, test, type LiveKitStack } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall } from '../support/call';
import { expectVoices } from '../support/livekit-call';
import { liveKitRoom } from '../support/livekit-room';

/**
 * Two LiveKit nodes sharing one Redis (issue 24, journey 7): the host's browser talks to one node,
 * the guest's to the other (as a load balancer in front of a cluster would send them), and they are
 * in one room.
 */
test.describe.configure({ timeout: 240_000 });

let cluster: LiveKitStack;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  cluster = await startLiveKitStack({ nodes: 2 });
});
test.afterAll(async () => cluster?.stop());

test('host through one LiveKit node and guest through another see and hear each other', async ({ browser, playwright }) => {
  const [nodeA, nodeB] = cluster.nodes;
  const request = await playwright.request.newContext({ baseURL: cluster.baseURL });
  const { host, alias } = await createMeeting(request, 'Oanh Host');
  await request.dispose();

  const hostPage = await joinCall(browser, cluster.baseURL, alias, 'Oanh Host', host.token);
  // The guest's browser is sent to the second node: the call config's LiveKit address is the balancer's choice.
  const guestSockets: string[] = [];
  const guest = await joinCall(browser, cluster.baseURL, alias, 'Phuc Guest', undefined, undefined, async (context) => {
    await context.route('**/call-config/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), url: nodeB.url } });
    });
    context.on('page', (page) => page.on('websocket', (ws) => guestSockets.push(ws.url())));
  });

  await expectProductVideo(hostPage, 'Phuc Guest');
  await expectProductVideo(guest, 'Oanh Host');
  await expectVoices(hostPage, 1);
  await expectVoices(guest, 1);

  expect(guestSockets.filter((url) => url.startsWith(`${nodeB.url}/rtc`)).length).toBeGreaterThan(0);
  expect(guestSockets.filter((url) => url.startsWith(`${nodeA.url}/rtc`))).toEqual([]);
  // Both nodes know the room and both people in it.
  for (const node of [nodeA, nodeB]) await expect.poll(async () => (await liveKitRoom(node, alias).identities()).length).toBe(2);
});
