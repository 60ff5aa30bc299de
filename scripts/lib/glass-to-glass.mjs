/**
 * Glass-to-glass, frame by frame: the stage's camera is a canvas stamped with the wall-clock time it
 * was drawn, and the viewer's page reads the stamp back from every frame it presents. Same machine,
 * same clock, so presented-at minus drawn-at is the whole way from the stage's "glass" to the
 * viewer's, whatever path the picture took (LiveKit, or the composite, ffmpeg, HLS and hls.js).
 *
 * The stamp survives scaling, cropping from above and below, captions and compression: the frame is
 * a red band on the left, a blue band on the right and, between them, one full-height stripe per bit
 * (white 1, black 0) of the time in ms modulo 2^16. The reader finds the bands along the middle row
 * of whatever tile or player shows the picture and reads the stripes between them.
 */

export const STAMP_BITS = 16;

/**
 * Init script for the stage's page: the camera getUserMedia gives is the stamped canvas (30 fps);
 * the microphone stays Chromium's fake one.
 */
export const STAMPED_CAMERA = (bits) => {
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints = {}) => {
    if (!constraints.video) return original(constraints);
    const audio = constraints.audio ? (await original({ audio: constraints.audio })).getAudioTracks() : [];
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const g = canvas.getContext('2d');
    const band = canvas.width / (bits + 2);
    const draw = () => {
      const now = Date.now() % 2 ** bits;
      g.fillStyle = '#ff0000';
      g.fillRect(0, 0, band, canvas.height);
      g.fillStyle = '#0000ff';
      g.fillRect(canvas.width - band, 0, band, canvas.height);
      for (let bit = 0; bit < bits; bit += 1) {
        g.fillStyle = (now >> (bits - 1 - bit)) & 1 ? '#ffffff' : '#000000';
        g.fillRect(band * (bit + 1), 0, band, canvas.height);
      }
    };
    draw();
    setInterval(draw, 1000 / 30);
    return new MediaStream([canvas.captureStream(30).getVideoTracks()[0], ...audio]);
  };
};

/**
 * Init script for the viewer's page: `window.__glass.start(selector)` follows the video element the
 * selector finds (again after the page replaces it) and keeps, per presented frame, presented-at
 * minus the stamp it carries (ms), or nothing for a frame without a readable stamp.
 */
export const STAMP_READER = (bits) => {
  const wrap = 2 ** bits;
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  const state = { delays: [], unread: 0, selector: null };
  window.__glass = state;
  const decode = (video) => {
    g.drawImage(video, 0, 0, canvas.width, canvas.height);
    // Five rows around the middle, averaged per column.
    const rows = g.getImageData(0, canvas.height / 2 - 2, canvas.width, 5).data;
    const px = [];
    for (let x = 0; x < canvas.width; x += 1) {
      let r = 0,
        gr = 0,
        b = 0;
      for (let y = 0; y < 5; y += 1) {
        const i = (y * canvas.width + x) * 4;
        r += rows[i];
        gr += rows[i + 1];
        b += rows[i + 2];
      }
      px.push([r / 5, gr / 5, b / 5]);
    }
    // The longest run of each band's colour: a thin line of it elsewhere (a speaking ring, a badge) is not the band.
    const longestRun = (matches) => {
      let best = null;
      for (let x = 0; x < matches.length;) {
        if (!matches[x]) {
          x += 1;
          continue;
        }
        let end = x;
        while (end + 1 < matches.length && matches[end + 1]) end += 1;
        if (!best || end - x > best[1] - best[0]) best = [x, end];
        x = end + 1;
      }
      return best;
    };
    const red = longestRun(px.map(([r, gr, b]) => r > 150 && gr < 90 && b < 90));
    const blue = longestRun(px.map(([r, gr, b]) => b > 150 && r < 90 && gr < 110));
    if (!red || !blue) return null;
    const [redStart, redEnd] = red;
    const [blueStart, blueEnd] = blue;
    // The picture may be mirrored: the bands then swap sides, and so do the bits.
    const mirrored = blueEnd < redStart;
    const from = mirrored ? blueEnd + 1 : redEnd + 1;
    const to = mirrored ? redStart : blueStart;
    const width = (to - from) / bits;
    if (width < 2) return null;
    let value = 0;
    for (let bit = 0; bit < bits; bit += 1) {
      const slot = mirrored ? bits - 1 - bit : bit;
      const [r, gr, b] = px[Math.round(from + width * (slot + 0.5))];
      value = value * 2 + ((r + gr + b) / 3 > 128 ? 1 : 0);
    }
    return value;
  };
  const follow = () => {
    const video = state.selector && document.querySelector(state.selector);
    if (!video || !video.requestVideoFrameCallback || video.videoWidth === 0) return setTimeout(follow, 50);
    const onFrame = () => {
      const stamp = decode(video);
      if (stamp === null) state.unread += 1;
      else state.delays.push((Date.now() - stamp + wrap) % wrap);
      if (document.querySelector(state.selector) === video) video.requestVideoFrameCallback(onFrame);
      else follow();
    };
    video.requestVideoFrameCallback(onFrame);
  };
  state.start = (selector) => {
    state.selector = selector;
    state.delays = [];
    state.unread = 0;
    follow();
  };
};

/**
 * Reads stamps on `page` from the video `selector` finds, for `seconds` once the first readable frame
 * came (waiting up to `waitMs`); returns the per-frame delays (ms) and how many frames had no stamp.
 */
export async function readGlassToGlass(page, selector, { seconds = 10, waitMs = 60_000 } = {}) {
  await page.evaluate((s) => window.__glass.start(s), selector);
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline && (await page.evaluate(() => window.__glass.delays.length)) === 0)
    await new Promise((r) => setTimeout(r, 200));
  await page.evaluate(() => {
    window.__glass.delays = [];
    window.__glass.unread = 0;
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return page.evaluate(() => ({ delays: [...window.__glass.delays], unread: window.__glass.unread }));
}

/** Median, 10th and 90th percentile of per-frame delays (ms), or nulls. */
export function delaySummary(delays) {
  const sorted = [...delays].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] : null);
  return { frames: sorted.length, median: at(0.5), p10: at(0.1), p90: at(0.9) };
}
