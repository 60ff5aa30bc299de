import { expect, test } from '../support/test';
import { audienceFrames, createMeeting, joinCall } from '../support/call';

/**
 * The outsider's probe in a browser (issue 26): a theater room's stream plays for the admitted viewer,
 * whose player carries the room's viewer grant on every playlist and segment request; anyone with only
 * the invite link gets 403; once the host removes the viewer, the grant the player last used is 403 too.
 */
test('only the admitted audience plays a private stream, and not after the host removes them', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { host, alias } = await createMeeting(request, 'Priv Host', 'theater');
  const h = await joinCall(browser, baseURL!, alias, 'Priv Host', host.token);

  // Every HLS request the viewer's player makes, with its answer.
  const hls: Array<{ url: URL; status: number }> = [];
  const viewer = await joinCall(browser, baseURL!, alias, 'Vic Viewer');
  viewer.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/broadcast/hls/')) hls.push({ url, status: response.status() });
  });
  await expect(viewer.getByTestId('audience-stage')).toBeVisible();
  await expect.poll(() => audienceFrames(viewer), { timeout: 90_000, intervals: [500] }).toBeGreaterThan(10);

  const playlists = hls.filter((r) => r.url.pathname.endsWith('.m3u8'));
  const segments = hls.filter((r) => r.url.pathname.endsWith('.ts'));
  expect(playlists.length).toBeGreaterThan(0);
  expect(segments.length).toBeGreaterThan(0);
  for (const r of [...playlists, ...segments]) {
    expect(r.url.searchParams.get('viewer'), r.url.pathname).toBeTruthy();
    expect(r.url.searchParams.get('sig'), r.url.pathname).toBeTruthy();
    expect(r.status, r.url.pathname).toBe(200);
  }

  // An outsider with the invite link (no grant), or with the grant's signature moved to another member: 403.
  const last = playlists.at(-1)!.url;
  expect((await request.get(last.pathname)).status()).toBe(403);
  const stolen = new URL(last);
  stolen.searchParams.set('viewer', 'someone-else');
  expect((await request.get(stolen.pathname + stolen.search)).status()).toBe(403);
  expect((await request.get(last.pathname + last.search)).status()).toBe(200);

  // The host removes the viewer: the grant their player held is refused at the next playlist request.
  await h.getByRole('button', { name: 'Participants', exact: true }).click();
  await h.getByRole('button', { name: 'Actions for Vic Viewer' }).click();
  await h.getByRole('menuitem', { name: 'Remove' }).click();
  await h.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(viewer.getByRole('heading', { name: 'You were removed from the event' })).toBeVisible();
  const newest = hls.filter((r) => r.url.pathname.endsWith('.m3u8')).at(-1)!.url;
  expect((await request.get(newest.pathname + newest.search)).status()).toBe(403);
});
