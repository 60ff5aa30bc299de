/**
 * What a page's cameras cost to encode, read from its own peer connections (the join probe keeps them
 * in `window.__benchPeers`): per simulcast layer (rid; '-' for a single encoding such as a mesh link),
 * frames encoded and the encoder's time (`totalEncodeTime`, seconds of encoder work, on any thread).
 * Two reads subtracted give what a stretch of the call cost.
 */

/** Runs in the page (Playwright evaluate): `{ [rid]: { frames, encodeS, width } }` summed over its connections. */
export const READ_ENCODING = async () => {
  const layers = {};
  for (const pc of window.__benchPeers ?? []) {
    if (pc.connectionState === 'closed') continue;
    (await pc.getStats()).forEach((stat) => {
      if (stat.type !== 'outbound-rtp' || stat.kind !== 'video') return;
      const layer = (layers[stat.rid ?? '-'] ??= { frames: 0, encodeS: 0, width: 0 });
      layer.frames += stat.framesEncoded ?? 0;
      layer.encodeS += stat.totalEncodeTime ?? 0;
      layer.width = Math.max(layer.width, stat.frameWidth ?? 0);
    });
  }
  return layers;
};

/** `after - before`, layer by layer (a layer missing before counts from zero). */
export function encodingBetween(before, after) {
  const out = {};
  for (const [rid, layer] of Object.entries(after)) {
    const was = before?.[rid] ?? { frames: 0, encodeS: 0 };
    out[rid] = { frames: layer.frames - was.frames, encodeS: layer.encodeS - was.encodeS, width: layer.width };
  }
  return out;
}

/** One cell: the encoder's time in ms and, per layer, frames encoded, their width and encoder time per frame ('q 40@320 1.2 ms, f 0'). */
export function describeEncoding(layers) {
  const entries = Object.entries(layers ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const ms = entries.reduce((sum, [, layer]) => sum + layer.encodeS * 1000, 0);
  const cell = ([rid, layer]) =>
    layer.frames ? `${rid} ${layer.frames}@${layer.width} ${((layer.encodeS * 1000) / layer.frames).toFixed(1)} ms` : `${rid} 0`;
  return { ms, frames: entries.map(cell).join(', ') || 'none' };
}
