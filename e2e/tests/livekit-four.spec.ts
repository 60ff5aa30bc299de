import { test } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall } from '../support/call';

/**
 * Four people on LiveKit (issue 31): everyone's video plays for everyone. The call remote receives
 * only the tiles on screen (adaptive stream), and a tile's video element is there from the moment its
 * track is: before, the server held back video for want of an element and tiles stayed on avatars.
 * How fast is `npm run bench:livekit`'s job; this journey asserts what a person sees.
 */
test.describe.configure({ timeout: 240_000 });

test('four people on LiveKit each see the other three moving', async ({ browser, request, baseURL }) => {
  const { host, alias } = await createMeeting(request, 'Lan Host');
  const names = ['Lan Host', 'Binh Guest', 'Chi Guest', 'Dung Guest'];
  const pages = [await joinCall(browser, baseURL!, alias, names[0], host.token)];
  // The three guests press Join together, as the bench's newcomers do.
  pages.push(...(await Promise.all(names.slice(1).map((name) => joinCall(browser, baseURL!, alias, name)))));
  for (const [i, page] of pages.entries()) {
    for (const other of names.filter((_, j) => j !== i)) await expectProductVideo(page, other);
  }
});
