import { expect, test } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall, remoteTiles } from '../support/call';
import { currentMediaToken, expectVoices } from '../support/livekit-call';
import { bareClient, liveKitRoom } from '../support/livekit-room';

/**
 * A conference on LiveKit (issue 24, journey 2): the audience subscribes to the stage in real time
 * (no HLS, nothing published); a promotion lets them publish, a demotion takes it back at the server.
 */
test.describe.configure({ timeout: 240_000 });

test('the audience watches the stage over LiveKit; promotion puts them on it, demotion takes publishing away at the server', async ({
  browser,
  request,
  baseURL,
  liveKit,
}) => {
  const { host, alias } = await createMeeting(request, 'Quan Host', 'conference');
  const lk = liveKitRoom(liveKit.nodes[0], alias);
  const hostPage = await joinCall(browser, baseURL!, alias, 'Quan Host', host.token);
  const hls: string[] = [];
  const joinedAt = Date.now();
  const ann = await joinCall(browser, baseURL!, alias, 'Ann Audience');
  ann.on('request', (r) => {
    if (/\.m3u8|\/broadcast\/hls\//.test(r.url())) hls.push(r.url());
  });

  // Ann sees and hears the stage in real time, publishes nothing, and is not on the host's stage.
  await expectProductVideo(ann, 'Quan Host');
  console.log(`audience on LiveKit: the stage's video moving ${((Date.now() - joinedAt) / 1000).toFixed(1)} s after joining`);
  await expectVoices(ann, 1);
  const annToken = await currentMediaToken(ann, alias);
  expect(await lk.permission(annToken.identity)).toEqual({ canPublish: false, sources: [] });
  expect(await lk.published(annToken.identity)).toEqual([]);
  await expect(ann.getByTestId('audience-stage')).toHaveCount(0);
  await expect(remoteTiles(hostPage)).toHaveCount(0);
  expect(hls).toEqual([]);

  // Promoted: her tile appears on the host's stage, moving, and the server lets her publish.
  await hostPage.getByRole('button', { name: 'Participants', exact: true }).click();
  await hostPage.getByRole('button', { name: 'Actions for Ann Audience' }).first().click();
  const promotedAt = Date.now();
  await hostPage.getByRole('menuitem', { name: 'Make presenter' }).click();
  await expect(ann.getByText('You are on stage now: the others see and hear you.')).toBeVisible({ timeout: 15_000 });
  await expectProductVideo(hostPage, 'Ann Audience');
  console.log(`promotion -> Ann's video moving for the host over LiveKit: ${((Date.now() - promotedAt) / 1000).toFixed(1)} s`);
  await expectVoices(hostPage, 1);
  const onStage = await currentMediaToken(ann, alias);
  expect(await lk.permission(onStage.identity)).toMatchObject({ canPublish: true });
  await expect.poll(() => lk.published(onStage.identity)).toEqual(['CAMERA', 'MICROPHONE']);

  // Demoted: the server takes her tracks away and refuses publishing, even with the token she had on stage.
  await hostPage.getByRole('button', { name: 'Actions for Ann Audience' }).first().click();
  await hostPage.getByRole('menuitem', { name: 'Remove presenter' }).click();
  await expect.poll(() => lk.permission(onStage.identity)).toEqual({ canPublish: false, sources: [] });
  await expect.poll(() => lk.published(onStage.identity)).toEqual([]);
  await expect(hostPage.getByRole('figure', { name: 'Ann Audience' })).toHaveCount(0, { timeout: 20_000 });
  await expectProductVideo(ann, 'Quan Host');

  const bare = await bareClient(browser, baseURL!);
  const attempt = bare.tryJoin(onStage.url, onStage.token, 3000);
  await expect.poll(() => lk.permission(onStage.identity), { timeout: 3000 }).toEqual({ canPublish: false, sources: [] });
  const outcome = await attempt;
  expect(outcome.connected).toBe(true);
  expect((await lk.published(onStage.identity)) ?? []).toEqual([]);
  await expectVoices(hostPage, 0);
  expect(hls).toEqual([]);
});
