import { expect, test } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall } from '../support/call';
import { currentMediaToken, expectVoices } from '../support/livekit-call';
import { bareClient, liveKitRoom } from '../support/livekit-room';

/**
 * The LiveKit server holds to the product's room (issue 24, journey 4): a token admits its holder
 * until it expires, so the room's decisions reach the media server at once, and whoever joins it is
 * checked against the room.
 */
test.describe.configure({ timeout: 240_000 });

test('a removed or blocked member leaves the LiveKit room within a second and their old token gets them nowhere; a denied microphone cannot be published', async ({
  browser,
  request,
  baseURL,
  liveKit,
}) => {
  const { host, alias } = await createMeeting(request, 'Hoa Host');
  const lk = liveKitRoom(liveKit.nodes[0], alias);
  const hostPage = await joinCall(browser, baseURL!, alias, 'Hoa Host', host.token);
  const dung = await joinCall(browser, baseURL!, alias, 'Dung Guest');
  const em = await joinCall(browser, baseURL!, alias, 'Em Guest');
  await expectProductVideo(hostPage, 'Dung Guest');
  await expectProductVideo(hostPage, 'Em Guest');
  await expectVoices(hostPage, 2);
  const dungToken = await currentMediaToken(dung, alias);
  const emToken = await currentMediaToken(em, alias);
  await expect.poll(() => lk.published(dungToken.identity)).toEqual(['CAMERA', 'MICROPHONE']);
  await hostPage.getByRole('button', { name: 'Participants', exact: true }).click();

  // The host does not allow Dung's microphone: the server takes it away, and the host stops hearing him.
  await hostPage.getByRole('button', { name: 'Actions for Dung Guest' }).first().click();
  await hostPage.getByRole('menuitem', { name: "Don't allow microphone" }).click();
  await expect
    .poll(() => lk.permission(dungToken.identity))
    .toEqual({ canPublish: true, sources: ['CAMERA', 'SCREEN_SHARE', 'SCREEN_SHARE_AUDIO'] });
  await expect.poll(() => lk.published(dungToken.identity)).toEqual(['CAMERA']);
  await expectVoices(hostPage, 1);
  await expectProductVideo(hostPage, 'Dung Guest');

  // The host removes Em: she is out of the LiveKit room within a second of the room's decision.
  await hostPage.getByRole('button', { name: 'Actions for Em Guest' }).first().click();
  await hostPage.getByRole('menuitem', { name: 'Remove', exact: true }).click();
  await hostPage.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(em.getByRole('heading', { name: 'You were removed from the event' })).toBeVisible();
  const removedAt = Date.now();
  await expect.poll(() => lk.identities(), { timeout: 1000, intervals: [50] }).not.toContain(emToken.identity);
  console.log(`removed member out of the LiveKit room ${Date.now() - removedAt} ms after their page said so`);
  await expect(hostPage.getByRole('figure', { name: 'Em Guest' })).toHaveCount(0, { timeout: 5000 });

  // Em kept the token she had: with it she is turned out of the LiveKit room again at once and sends nothing.
  const bare = await bareClient(browser, baseURL!);
  // The server turns the token out as it joins (PARTICIPANT_REMOVED): the client's 15 s wait for a peer connection
  // that never comes is bounded to 5 s (the journey spent 2 x 15 s in it).
  const again = await bare.tryJoin(emToken.url, emToken.token, 2000, 5000);
  // Turned out as it joins: LiveKit's webhook reaches the product as the client connects, so the connection may
  // complete first (then it lasts well under a second, and nothing is sent) or not at all.
  expect(again.disconnected).toBe('PARTICIPANT_REMOVED');
  if (again.connected) expect(again.connectedForMs).toBeLessThan(1000);
  expect(again.micPublished).toBe(false);
  expect(await lk.identities()).not.toContain(emToken.identity);
  await expect(hostPage.getByRole('figure', { name: 'Em Guest' })).toHaveCount(0);

  // Dung's token from before the denial still names the microphone: with it, the server still refuses it.
  const dungAgain = bare.tryJoin(dungToken.url, dungToken.token, 3000);
  await expect
    .poll(() => lk.permission(dungToken.identity), { timeout: 3000 })
    .toEqual({ canPublish: true, sources: ['CAMERA', 'SCREEN_SHARE', 'SCREEN_SHARE_AUDIO'] });
  // Null once the old-token client has given up (or Dung's page took its identity back): nothing published then either.
  expect((await lk.published(dungToken.identity)) ?? []).not.toContain('MICROPHONE');
  await dungAgain;
  await expectVoices(hostPage, 0);

  // Blocked: the same, for good.
  await dung.reload();
  await expect(dung.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });
  const dungNow = await currentMediaToken(dung, alias);
  await hostPage.getByRole('button', { name: 'Actions for Dung Guest' }).first().click();
  await hostPage.getByRole('menuitem', { name: 'Block', exact: true }).click();
  await hostPage.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dung.getByRole('heading', { name: 'You cannot join this event' })).toBeVisible();
  const blockedAt = Date.now();
  await expect.poll(() => lk.identities(), { timeout: 1000, intervals: [50] }).not.toContain(dungNow.identity);
  console.log(`blocked member out of the LiveKit room ${Date.now() - blockedAt} ms after their page said so`);
  const blockedAgain = await bare.tryJoin(dungNow.url, dungNow.token, 2000, 5000);
  expect(blockedAgain.disconnected).toBe('PARTICIPANT_REMOVED');
  if (blockedAgain.connected) expect(blockedAgain.connectedForMs).toBeLessThan(1000);
  expect(blockedAgain.micPublished).toBe(false);
  expect(await lk.identities()).toEqual([await currentMediaToken(hostPage, alias).then((t) => t.identity)]);
});
