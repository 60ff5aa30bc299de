/**
 * The `livekit-try` path of bench:livekit: the same build and the same rounds, one thing changed, so a
 * lever is measured against the product in one run (alternating rounds):
 *  - BENCH_LIVEKIT_TRY='{"singlePeerConnection":true}': those options go into every page's Room before it
 *    connects (publishDefaults merged into the product's);
 *  - BENCH_LIVEKIT_PLI_THROTTLE=300ms: a second LiveKit server with that PLI throttle on every layer;
 *  - BENCH_LIVEKIT_SEPARATE: each person of a round has a Chromium of their own, as people do (the default,
 *    `1`, on every path); `0`: the people are contexts of one browser, sharing its fake camera, which gave no
 *    frame to any page for seconds while the newcomers' pages were busy joining (issue 31; how the bench ran
 *    before); `try`: shared on the product's paths, a Chromium each on `livekit-try`.
 */
const env = process.env;
export const TRY = env.BENCH_LIVEKIT_TRY ? JSON.parse(env.BENCH_LIVEKIT_TRY) : null;
export const PLI_THROTTLE = env.BENCH_LIVEKIT_PLI_THROTTLE ?? null;
const SEPARATE = env.BENCH_LIVEKIT_SEPARATE ?? '1';
export const TRYING = Boolean(TRY || PLI_THROTTLE || SEPARATE === 'try');
/** What the `livekit-try` path changes, as the bench prints it. */
export const TRIED = JSON.stringify({
  ...TRY,
  ...(PLI_THROTTLE ? { pliThrottle: PLI_THROTTLE } : {}),
  ...(SEPARATE === 'try' ? { browsers: 'one per person' } : {}),
});

/** Whether the people of a round on `kind` get a Chromium each. */
export const separateFor = (kind) => SEPARATE === '1' || (SEPARATE === 'try' && kind === 'livekit-try');

/** Init scripts of the `livekit-try` path's pages (none on the other paths). */
export const tryScripts = (kind) => (kind === 'livekit-try' && TRY ? [[ROOM_OPTIONS, TRY]] : []);

/** A stand-in for a browser whose every context is in a Chromium of its own (`launch()`); `close()` ends them. */
export function separateBrowsers(launch) {
  const own = [];
  return {
    newContext: async (options) => {
      const browser = await launch();
      own.push(browser);
      return browser.newContext(options);
    },
    close: async () => {
      for (const browser of own.splice(0)) await browser.close();
    },
  };
}

/** In the page, after the join probe: `options` go into each Room the call remote makes, before it connects. */
const ROOM_OPTIONS = (options) => {
  const rooms = window.__liveKitRooms;
  const push = rooms.push;
  rooms.push = (room) => {
    const { publishDefaults, ...rest } = options;
    Object.assign(room.options, rest);
    if (publishDefaults) room.options.publishDefaults = { ...room.options.publishDefaults, ...publishDefaults };
    return push(room);
  };
};
