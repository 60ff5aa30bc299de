import { expect, test, type Page } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall, remoteTiles } from '../support/call';
import { chooseGallery, decodingVideo, EXPOSE_LIVEKIT_ROOMS, subscribedVideo } from '../support/livekit-call';
import { liveKitRoom } from '../support/livekit-room';
import { joinSyntheticMember, type SyntheticMember } from '../support/synthetic-member.mjs';

/**
 * More than ten in real time on LiveKit (issue 24, journey 3): a conference with two browsers and ten
 * synthetic members (@livekit/rtc-node publishing generated video, joined through the product like a
 * browser): twelve in the LiveKit room, ten of them on stage (the host and nine the host brings up; the
 * stage holds ten). Each browser, the host's on stage and an audience member's, shows a tile for
 * everyone on stage and nobody else, pages through them, and receives video only for the tiles on the
 * page it shows (LiveKit subscriptions, counted on its peer connections).
 */
test.describe.configure({ timeout: 240_000 });

const SYNTHETIC = 10;
const members: SyntheticMember[] = [];
// rtc-node's native side is not disposed here: that cannot be undone in a process, and the next
// journey file in this worker joins members too; the worker's exit ends it.
test.afterAll(async () => {
  for (const member of members.splice(0)) await member.stop();
});

/** Who has a remote tile on the page shown now (of `names`), sorted. */
async function shownPeople(page: Page, names: string[]) {
  const labels = await remoteTiles(page).evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label') ?? ''));
  return labels.map((label) => names.find((name) => label.startsWith(name)) ?? label).sort();
}

/** Shows the gallery with large tiles (up to 9 a page), as a person picks it from More options. */
async function gallery(page: Page) {
  await chooseGallery(page, 'Large tiles (up to 9)');
  await expect(page.getByRole('region', { name: 'Videos of the participants' })).toHaveAttribute('data-layout', '1');
}

/** This page of the grid holds `tiles` tiles; every remote one's video moves, and exactly those videos are subscribed to and decoded. */
async function expectOnlyShownVideo(page: Page, tiles: number, names: string[]) {
  await expect(page.locator('[data-testid="video-tile"]')).toHaveCount(tiles);
  const shown = await shownPeople(page, names);
  for (const name of shown) await expectProductVideo(page, name);
  await expect.poll(() => subscribedVideo(page), { timeout: 15_000 }).toBe(shown.length);
  await expect.poll(() => decodingVideo(page), { timeout: 15_000 }).toBe(shown.length);
  return shown;
}

test("twelve on LiveKit, ten on stage: both browsers show the stage's tiles nine a page and receive only the shown ones", async ({
  browser,
  request,
  baseURL,
  liveKit,
}) => {
  const { host, alias } = await createMeeting(request, 'Lan Host', 'conference');
  const lk = liveKitRoom(liveKit.nodes[0], alias);
  const hostPage = await joinCall(browser, baseURL!, alias, 'Lan Host', host.token, EXPOSE_LIVEKIT_ROOMS);
  const audience = await joinCall(browser, baseURL!, alias, 'Binh Audience', undefined, EXPOSE_LIVEKIT_ROOMS);
  // The view is chosen first: people who come on stage later land on a page of their own.
  for (const page of [hostPage, audience]) await gallery(page);
  // Small, slow generated video: the point is the count of people, not the machine's encoders.
  for (let i = 1; i <= SYNTHETIC; i += 1)
    members.push(
      await joinSyntheticMember(baseURL!, alias, `Synthetic ${String(i).padStart(2, '0')}`, {
        publish: false,
        width: 160,
        height: 90,
        fps: 10,
      }),
    );

  // The host brings nine of them on stage; once LiveKit lets each publish, its camera starts.
  const speakers = members.slice(0, SYNTHETIC - 1);
  await hostPage.getByRole('button', { name: 'Participants', exact: true }).click();
  for (const member of speakers) {
    await hostPage
      .getByRole('button', { name: `Actions for ${member.name}` })
      .first()
      .click();
    await hostPage.getByRole('menuitem', { name: 'Make presenter' }).click();
    await expect.poll(() => lk.permission(member.id)).toMatchObject({ canPublish: true });
    await member.publishCamera();
  }
  await hostPage.getByRole('button', { name: 'Participants', exact: true }).click();
  expect(await lk.identities()).toHaveLength(2 + SYNTHETIC);

  const stage = ['Lan Host', ...speakers.map((m) => m.name)];
  for (const [page, self] of [
    [hostPage, 'Lan Host'],
    [audience, 'Binh Audience'],
  ] as const) {
    const others = stage.filter((name) => name !== self);
    // Ten tiles (the host's own among them on the host's page), nine a page: two pages.
    await expect(page.getByText('Page 1 of 2')).toBeVisible({ timeout: 30_000 });
    const first = await expectOnlyShownVideo(page, 9, others);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    const second = await expectOnlyShownVideo(page, 1, others);
    // Between them, the two pages show everyone else on stage once, and nobody from the audience.
    expect([...first, ...second].sort()).toEqual([...others].sort());
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect.poll(() => subscribedVideo(page), { timeout: 15_000 }).toBe(first.length);
  }
});
