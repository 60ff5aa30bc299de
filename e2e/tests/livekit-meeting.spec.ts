import { expect, test } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall, remoteTiles } from '../support/call';
import { expectVoices, mediaPorts } from '../support/livekit-call';

/**
 * A meeting of three on a real LiveKit server (issue 24, journey 1): the product hands each person
 * a LiveKit token and everything goes through the SFU.
 */
test.describe.configure({ timeout: 240_000 });

test('three people on LiveKit see and hear each other, a shared screen and a mute reach the others, leaving removes the tile', async ({
  browser,
  request,
  baseURL,
  liveKit,
}) => {
  const { host, alias } = await createMeeting(request, 'Lan Host');
  const started = Date.now();
  const hostPage = await joinCall(browser, baseURL!, alias, 'Lan Host', host.token);
  const binh = await joinCall(browser, baseURL!, alias, 'Binh Guest');
  const chi = await joinCall(browser, baseURL!, alias, 'Chi Guest');
  const pages = { 'Lan Host': hostPage, 'Binh Guest': binh, 'Chi Guest': chi };

  // Everyone sees the other two moving and hears both of them.
  for (const [viewer, page] of Object.entries(pages)) {
    for (const other of Object.keys(pages).filter((name) => name !== viewer)) await expectProductVideo(page, other);
  }
  console.log(`three on LiveKit: every picture moving ${((Date.now() - started) / 1000).toFixed(1)} s after the first join`);
  for (const page of Object.values(pages)) await expectVoices(page, 2);
  // The media goes through the SFU: every page sends and receives on LiveKit's one UDP port, not to the other browsers.
  for (const page of Object.values(pages)) expect(await mediaPorts(page)).toEqual([liveKit.nodes[0].ports.udp]);

  // The host shares the screen: both guests see it move.
  await hostPage.getByRole('button', { name: 'Share screen' }).click();
  await expect(hostPage.getByRole('button', { name: 'Stop sharing' })).toHaveAttribute('aria-pressed', 'true');
  await expectProductVideo(binh, 'Lan Host', 'screen');
  await expectProductVideo(chi, 'Lan Host', 'screen');
  await hostPage.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(binh.locator('[data-testid="video-tile"][data-kind="screen"]')).toHaveCount(0, { timeout: 20_000 });

  // Binh mutes: the others see it on the tile and stop hearing him.
  await binh.getByRole('button', { name: 'Turn off microphone' }).click();
  for (const page of [hostPage, chi]) {
    await expect(page.getByRole('figure', { name: 'Binh Guest' }).getByRole('img', { name: 'Microphone off' })).toBeVisible();
    await expectVoices(page, 1);
  }

  // Chi leaves: her tile goes for the other two.
  await chi.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(chi.getByRole('heading', { name: 'You left the event' })).toBeVisible();
  for (const page of [hostPage, binh]) {
    await expect(page.getByRole('figure', { name: 'Chi Guest' })).toHaveCount(0, { timeout: 15_000 });
    await expect(remoteTiles(page)).toHaveCount(1);
  }
});
