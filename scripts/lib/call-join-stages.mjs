/**
 * A join's stages as the benches print them (bench:call, bench:livekit), from what ./call-join-probe.mjs
 * recorded in each page: `stagesOf` turns one page's probe into the stages' times from Join, `STAGES`
 * (mesh) and `LIVEKIT_STAGES` name and explain them.
 */

/** The longest wait from `from[id]` to `to[id]` over the members both know (ms), or null. */
const worstLag = (from = {}, to = {}) => {
  const lags = Object.keys(to)
    .filter((id) => from[id] !== undefined)
    .map((id) => to[id] - from[id]);
  return lags.length ? Math.max(...lags) : null;
};

/** The n-th smallest value (1-based), or null when there are fewer. */
const nth = (values, n) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length >= n ? sorted[n - 1] : null;
};

/** The largest value, or null when there is none. */
const longest = (values) => (values.length ? Math.max(...values) : null);

/**
 * One participant's stages, in ms after `from` (the moment Join was pressed for the newcomers):
 * when all `others` links had an offer, finished offer/answer, were ICE-connected, and showed a
 * first remote frame. `links` counts every RTCPeerConnection made (more than `others`: rebuilds).
 */
export function stagesOf(probe, others, from, links = others) {
  const since = (t) => (t === null || t === undefined ? null : t - from);
  return {
    socketOpen: since(probe.socketOpen),
    roomAnswer: since(probe.roomAnswer),
    config: since(probe.config),
    signalOpen: since(probe.signalOpen),
    offer: since(
      nth(
        probe.links.map((l) => l.offer),
        links,
      ),
    ),
    answer: since(
      nth(
        probe.links.map((l) => l.answer),
        links,
      ),
    ),
    connected: since(
      nth(
        probe.links.map((l) => l.connected),
        links,
      ),
    ),
    published: since(probe.published),
    firstEncoded: since(probe.firstEncoded),
    cameraOpen: since(probe.cameraOpen),
    roomMade: since(probe.roomMade),
    publishAsked: since(probe.publishAsked),
    allAnnounced: since(nth(Object.values(probe.announced ?? {}), others)),
    allTrackSubscribed: since(nth(Object.values(probe.trackSubscribed ?? {}), others)),
    worstSubscribeLag: worstLag(probe.announced, probe.trackSubscribed),
    worstMountLag: worstLag(probe.trackSubscribed, probe.tiles),
    worstFrameLag: worstLag(probe.tiles, probe.frames),
    firstTile: since(nth(Object.values(probe.tiles), 1)),
    allTiles: since(nth(Object.values(probe.tiles), others)),
    firstFrame: since(nth(Object.values(probe.frames), 1)),
    allFrames: since(nth(Object.values(probe.frames), others)),
    links: probe.links.length,
    worstAnswerLag: longest((probe.answerLags ?? []).filter((lag) => lag.at >= from).map((lag) => lag.ms)),
    longTaskMs: (probe.longTasks ?? []).filter((task) => task.at >= from).reduce((sum, task) => sum + task.ms, 0),
    reactCommits: (probe.commits ?? []).filter((at) => at >= from).length,
    pausesAsked: probe.pausesAsked,
    policyCalls: (probe.subscribeCalls ?? []).length,
  };
}

/** The LiveKit join's stages: one publisher and one subscriber connection to the SFU, whatever the room's size. */
export const LIVEKIT_STAGES = [
  ['socketOpen', 'room socket open'],
  ['roomAnswer', 'room joined (first room message)'],
  ['config', 'call config (LiveKit token) fetched'],
  ['cameraOpen', 'camera opened after Join (getUserMedia)'],
  ['roomMade', 'LiveKit Room made (livekit-client loaded)'],
  ['signalOpen', 'LiveKit signal socket open'],
  ['connected', 'ICE: every SFU connection connected'],
  ['publishAsked', 'own camera handed to publishTrack'],
  ['published', 'own camera published (the SFU took it)'],
  ['firstEncoded', 'own camera: first frame encoded'],
  ['allAnnounced', 'every other camera announced by the SFU'],
  ['allTrackSubscribed', 'every other camera subscribed (client event)'],
  ['worstSubscribeLag', 'announced -> subscribed, slowest member'],
  ['worstMountLag', 'subscribed -> tile video, slowest member'],
  ['worstFrameLag', 'tile video -> first frame, slowest member'],
  ['firstTile', 'first remote video subscribed (tile video)'],
  ['allTiles', 'every remote video subscribed (tile video)'],
  ['firstFrame', 'first remote video frame decoded'],
  ['allFrames', 'every remote video frame decoded'],
  ['worstAnswerLag', 'a negotiation (offer -> answer set), slowest'],
  ['longTaskMs', 'main thread blocked (tasks > 50 ms), total'],
  ['reactCommits', 'React commits (renders) from Join to the end'],
];

export const STAGES = [
  ['socketOpen', 'room socket open'],
  ['roomAnswer', 'room joined (first room message)'],
  ['offer', 'signalling: every link offered'],
  ['answer', 'signalling: every offer answered'],
  ['connected', 'ICE: every link connected'],
  ['firstFrame', 'first remote video frame decoded'],
  ['allFrames', 'every remote video frame decoded'],
  ['longTaskMs', 'main thread blocked (tasks > 50 ms), total'],
  ['reactCommits', 'React commits (renders) from Join to the end'],
];
