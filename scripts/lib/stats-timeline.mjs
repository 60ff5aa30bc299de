/**
 * Where a LiveKit join's video waits (BENCH_LIVEKIT_TIMELINE=1 in bench:livekit): every 100 ms each page's
 * peer connections are read (getStats) and only changes are kept, per sent layer (rid: active, first frame
 * encoded, key frames, PLI/FIR received, quality limitation, target bitrate, width) and per received video
 * (first packet, frames received/decoded, key frames decoded, PLI/FIR/NACK sent, width); the sender's
 * setParameters (dynacast turning layers on and off) and the Room's events are kept beside them.
 * Times are Date.now(), printed from the newcomers' Join.
 */

/** Runs in the page before the product (Playwright addInitScript), after the join probe: self-contained. */
export const STATS_TIMELINE = () => {
  const w = window;
  const events = [];
  w.__benchTimeline = events;
  const log = (what) => events.push({ at: Date.now(), what });
  const last = new Map();
  const changed = (key, value) => {
    if (last.get(key) === value) return false;
    last.set(key, value);
    return true;
  };
  const setParameters = RTCRtpSender.prototype.setParameters;
  RTCRtpSender.prototype.setParameters = function (params, ...rest) {
    if (this.track?.kind === 'video')
      log(
        `setParameters ${params.encodings.map((e) => `${e.rid ?? '-'}:${e.active ? 'on' : 'off'}@${Math.round((e.maxBitrate ?? 0) / 1000)}k`).join(' ')}`,
      );
    return setParameters.call(this, params, ...rest);
  };
  let countsAt = 0;
  const sample = async () => {
    // Every 250 ms a line of counters: frames from the camera (media-source), encoded per layer, decoded per remote video.
    const counts = { src: 0, enc: [], dec: [] };
    for (const pc of w.__benchPeers ?? []) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats().catch(() => null);
      stats?.forEach((s) => {
        if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded' && changed(`pair${s.id}`, 1)) log('ICE pair succeeded');
        if (s.type === 'media-source' && s.kind === 'video') counts.src += s.frames ?? 0;
        if (s.type === 'outbound-rtp' && s.kind === 'video') counts.enc.push(`${s.rid ?? '-'}${s.framesEncoded ?? 0}`);
        if (s.type === 'inbound-rtp' && s.kind === 'video') counts.dec.push(s.framesDecoded ?? 0);
        if (s.type === 'outbound-rtp' && s.kind === 'video') {
          const k = `out ${s.rid ?? '-'}`;
          if (changed(`${k} active`, s.active)) log(`${k} active=${s.active}`);
          if (s.packetsSent > 0 && changed(`${k} sent`, 1)) log(`${k} first packet sent`);
          if (s.framesEncoded > 0 && changed(`${k} enc`, 1)) log(`${k} first frame encoded (${s.frameWidth}px)`);
          if (changed(`${k} kf`, s.keyFramesEncoded)) log(`${k} keyFramesEncoded=${s.keyFramesEncoded}`);
          if (changed(`${k} pli`, s.pliCount)) log(`${k} pliCount=${s.pliCount}`);
          if (changed(`${k} fir`, s.firCount)) log(`${k} firCount=${s.firCount}`);
          if (changed(`${k} qlr`, s.qualityLimitationReason)) log(`${k} qualityLimitation=${s.qualityLimitationReason}`);
          const kbps = Math.round((s.targetBitrate ?? 0) / 1000);
          if (changed(`${k} tb`, Math.round(kbps / 50))) log(`${k} targetBitrate=${kbps}k`);
          if (changed(`${k} w`, s.frameWidth)) log(`${k} width=${s.frameWidth}`);
        }
        if (s.type === 'inbound-rtp' && s.kind === 'video') {
          const k = `in ${s.trackIdentifier?.slice(0, 6) ?? s.ssrc}`;
          if (s.packetsReceived > 0 && changed(`${k} rx`, 1)) log(`${k} first packet received`);
          if (s.framesReceived > 0 && changed(`${k} fr`, 1)) log(`${k} first frame received`);
          if (changed(`${k} kfd`, s.keyFramesDecoded)) log(`${k} keyFramesDecoded=${s.keyFramesDecoded}`);
          if (s.framesDecoded > 0 && changed(`${k} dec`, 1)) log(`${k} first frame decoded (${s.frameWidth}px)`);
          if (changed(`${k} pli`, s.pliCount)) log(`${k} pliCount sent=${s.pliCount}`);
          if (changed(`${k} fir`, s.firCount)) log(`${k} firCount sent=${s.firCount}`);
          if (changed(`${k} nack`, Math.min(s.nackCount ?? 0, 1))) log(`${k} nack sent`);
          if (changed(`${k} w`, s.frameWidth)) log(`${k} width=${s.frameWidth}`);
        }
      });
    }
    if (Date.now() - countsAt >= 250) {
      countsAt = Date.now();
      log(`counts: camera frames ${counts.src}, encoded ${counts.enc.join(' ')}, decoded ${counts.dec.join('/')}`);
    }
  };
  let timer = null;
  const start = () => {
    timer ??= setInterval(() => void sample(), 100);
  };
  document.addEventListener('submit', start, true);
  // The host is in before the newcomers: it samples from its Room on.
  const rooms = w.__liveKitRooms;
  if (!rooms) return;
  const push = rooms.push;
  rooms.push = (room) => {
    start();
    const names = [
      'connected',
      'signalConnected',
      'participantConnected',
      'trackPublished',
      'trackSubscribed',
      'trackStreamStateChanged',
      'trackSubscriptionStatusChanged',
      'localTrackPublished',
      'localTrackSubscribed',
      'trackUnmuted',
      'trackMuted',
    ];
    for (const name of names)
      room.on(name, (...args) => {
        const who = args.find((a) => a?.identity)?.identity ?? '';
        const pub = args.find((a) => a?.trackSid || a?.source);
        const detail = args.find((a) => typeof a === 'string') ?? '';
        log(`room ${name} ${who} ${pub?.source ?? ''} ${detail}`.trim());
      });
    return push(room);
  };
};

/** Prints each page's timeline, ms from `joinAt`, events before `from` ms left out. */
export function printTimelines(names, timelines, joinAt, from = -2000) {
  for (const [i, events] of timelines.entries()) {
    console.log(`  timeline of ${names[i]} (ms after the newcomers' Join):`);
    for (const e of events ?? []) if (e.at - joinAt >= from) console.log(`    ${String(e.at - joinAt).padStart(6)}  ${e.what}`);
  }
}
