import { expect, test } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall, remoteTiles } from '../support/call';
import { cameraPublicationState, chooseGallery, EXPOSE_LIVEKIT_ROOMS, subscribedVideo } from '../support/livekit-call';
import { joinSyntheticMember, type SyntheticMember } from '../support/synthetic-member.mjs';

/**
 * Eight in a meeting on LiveKit (issue 31): two browsers and six synthetic members publishing
 * generated video (@livekit/rtc-node, joined through the product), the six in the room before the
 * second browser, as in `npm run bench:livekit`. The call opens in the speaker view, whose strip
 * shows a page of the others: only their video is received (LiveKit subscriptions). In the gallery
 * both browsers show all seven others and every picture moves. How fast is the bench's job.
 */
test.describe.configure({ timeout: 240_000 });

const members: SyntheticMember[] = [];
// rtc-node's native side is not disposed here: that cannot be undone in a process, and the next
// journey file in this worker joins members too; the worker's exit ends it.
test.afterAll(async () => {
  for (const member of members.splice(0)) await member.stop();
});

test('eight in a meeting on LiveKit: the speaker view receives the people it shows, the gallery shows all seven others moving on both browsers', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Lan Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Lan Host', host.token, EXPOSE_LIVEKIT_ROOMS);
  for (let i = 1; i <= 6; i += 1)
    members.push(await joinSyntheticMember(baseURL!, alias, `Synthetic ${i}`, { width: 160, height: 90, fps: 10 }));
  const guest = await joinCall(browser, baseURL!, alias, 'Binh Guest', undefined, EXPOSE_LIVEKIT_ROOMS);
  const everyone = ['Lan Host', 'Binh Guest', ...members.map((m) => m.name)];

  for (const [page, self] of [
    [hostPage, 'Lan Host'],
    [guest, 'Binh Guest'],
  ] as const) {
    const others = everyone.filter((name) => name !== self);
    // Speaker view: one page of the strip beside the featured person; exactly their videos come.
    await expect(page.getByText(/^Page 1 of [2-9]$/)).toBeVisible({ timeout: 30_000 });
    const shown = await remoteTiles(page).count();
    expect(shown).toBeLessThan(others.length);
    await expect.poll(() => subscribedVideo(page), { timeout: 20_000 }).toBe(shown);

    await chooseGallery(page);
    await expect(remoteTiles(page)).toHaveCount(others.length);
    for (const name of others)
      await expectProductVideo(page, name).catch(async (error: Error) => {
        throw new Error(`${self}'s page, ${await cameraPublicationState(page, name)}\n${error.message}`);
      });
    expect(await subscribedVideo(page)).toBe(others.length);
  }
});
