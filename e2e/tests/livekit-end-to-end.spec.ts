import { expect, test, type Page } from '../support/livekit';
import { createMeeting, expectBroadcastRefused, expectProductVideo, joinCall, tileVideo } from '../support/call';
import { liveKitRoom } from '../support/livekit-room';
import { recordOutgoing } from '../support/outgoing';

/**
 * An end-to-end meeting on a real LiveKit server (issue 26): the host's browser makes the room's secret
 * and puts it in the invite link's #fragment; browsers derive the E2EE key from it, so LiveKit forwards
 * only frames it cannot read. Whoever holds the same secret sees the others and the same safety code;
 * someone with another secret sees a "can't decrypt" state, not black tiles.
 */
test.describe.configure({ timeout: 300_000 });

const safetyCode = (page: Page) => page.locator('[data-testid="safety-code"][data-source="key"]');
/** Video bytes this page received over LiveKit (what the SFU forwarded to it). */
const videoBytesIn = (page: Page) =>
  page.evaluate(async () => {
    let bytes = 0;
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((stat: Record<string, unknown>) => {
        if (stat.type === 'inbound-rtp' && stat.kind === 'video') bytes += Number(stat.bytesReceived ?? 0);
      });
    }
    return bytes;
  });

test('same secret: they see each other and read the same safety code; a wrong secret cannot decrypt; no server ever gets the secret', async ({
  browser,
  request,
  baseURL,
  liveKit,
}) => {
  const { host, alias } = await createMeeting(request, 'Ana Host', 'endtoend');
  const lk = liveKitRoom(liveKit.nodes[0], alias);

  // The host opens the event: the invite link it shows (and copies) carries a secret its browser just made.
  let link = '';
  let hostOut: Awaited<ReturnType<typeof recordOutgoing>> | null = null;
  const hostPage = await joinCall(browser, baseURL!, alias, 'Ana Host', host.token, undefined, undefined, {
    before: async (page) => {
      hostOut = await recordOutgoing(page);
      await page.goto(`/app/conferences/${alias}`);
      link = (await page.getByTestId('invite-link').first().textContent()) ?? '';
    },
  });
  const secret = new URLSearchParams(new URL(link).hash.slice(1)).get('e2e') ?? '';
  expect(secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await expect(hostPage.getByText('End-to-end encrypted', { exact: true })).toBeVisible();

  // Binh got the link without its fragment: the join page asks for the secret; he pastes the whole link.
  let binhOut: Awaited<ReturnType<typeof recordOutgoing>> | null = null;
  const binh = await joinCall(browser, baseURL!, alias, 'Binh Guest', undefined, undefined, undefined, {
    before: async (page) => {
      binhOut = await recordOutgoing(page);
    },
    fill: async (page) => {
      const field = page.getByRole('textbox', { name: 'Encryption secret' });
      await expect(field).toHaveAccessibleDescription(/never sent to the server/);
      await page.getByRole('button', { name: 'Join now' }).click();
      await expect(field).toHaveAccessibleDescription('Encryption secret is required.');
      await field.fill(link);
    },
  });
  await expectProductVideo(hostPage, 'Binh Guest');
  await expectProductVideo(binh, 'Ana Host');
  const code = await safetyCode(hostPage).getAttribute('data-code');
  expect(code).toMatch(/^\d{4} \d{4} \d{4}$/);
  await expect(safetyCode(binh)).toHaveText(`Safety code ${code}`);
  await expect(safetyCode(hostPage)).toHaveText(`Safety code ${code}`);

  // Chi opens a link with another secret: neither side can decrypt the other, and everyone is told so.
  const wrong = `${secret.slice(0, 21)}${secret.endsWith('A') ? 'B' : 'A'}`;
  let chiOut: Awaited<ReturnType<typeof recordOutgoing>> | null = null;
  const chi = await joinCall(browser, baseURL!, alias, 'Chi Guest', undefined, undefined, undefined, {
    hash: `#e2e=${wrong}`,
    before: async (page) => {
      chiOut = await recordOutgoing(page);
    },
  });
  await expect(chi).toHaveURL(new RegExp(`/c/${alias}$`));
  for (const name of ['Ana Host', 'Binh Guest']) {
    await expect(chi.getByRole('figure', { name }).getByTestId('cannot-decrypt')).toContainText("Can't decrypt", { timeout: 45_000 });
  }
  await expect(chi.getByTestId('cannot-decrypt-call')).toHaveText("2 people's video and sound can't be decrypted with your secret.");
  for (const page of [hostPage, binh]) {
    await expect(page.getByRole('figure', { name: 'Chi Guest' }).getByTestId('cannot-decrypt')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('cannot-decrypt-call')).toHaveText("1 person's video and sound can't be decrypted with your secret.");
  }
  await expect(safetyCode(chi)).toHaveAttribute('data-code', /^\d{4} \d{4} \d{4}$/);
  expect(await safetyCode(chi).getAttribute('data-code')).not.toBe(code);
  // The SFU forwards Ana's frames to Chi, but without the key not one of them becomes a picture.
  await expect.poll(() => videoBytesIn(chi), { timeout: 30_000 }).toBeGreaterThan(50_000);
  expect((await tileVideo(chi, 'Ana Host'))?.frames ?? 0).toBe(0);
  // Ana and Binh still see each other.
  await expectProductVideo(hostPage, 'Binh Guest');

  // LiveKit itself was told every track is encrypted (GCM), so it holds frames it cannot read.
  await expect.poll(async () => (await lk.encryption()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
  for (const track of await lk.encryption()) expect(track, `${track.identity} ${track.source}`).toMatchObject({ encryption: 1 });

  // No server may see the media: Record and Go live are refused, with the reason.
  await expectBroadcastRefused(hostPage);

  // Chi asks for the secret again and pastes the right link: now she sees the others like everyone.
  await chi.getByRole('button', { name: 'Enter the secret again' }).click();
  await chi.getByRole('textbox', { name: 'Encryption secret' }).fill(link);
  await chi.getByRole('button', { name: 'Use this secret' }).click();
  await expectProductVideo(chi, 'Ana Host');
  await expect(safetyCode(chi)).toHaveText(`Safety code ${code}`);
  await expect(hostPage.getByTestId('cannot-decrypt-call')).toHaveCount(0, { timeout: 30_000 });

  // Nothing any of the three browsers sent to any server (the API, LiveKit) carried a secret.
  // Assigned in the pages' callbacks, so the compiler cannot follow them: typed here, not narrowed.
  const recorders: Array<[string, Awaited<ReturnType<typeof recordOutgoing>> | null]> = [
    ['Ana', hostOut],
    ['Binh', binhOut],
    ['Chi', chiOut],
  ];
  for (const [who, out] of recorders) {
    expect(out!.count(), who).toBeGreaterThan(20);
    expect(out!.carries(secret), `${who} sent the secret`).toBe(false);
    expect(out!.carries(wrong), `${who} sent the wrong secret`).toBe(false);
  }
});
