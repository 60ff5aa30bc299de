/**
 * A synthetic participant on the LiveKit path, for journeys and benchmarks that need more people than
 * this machine has browsers for. It joins exactly as a browser does, through the product: a guest
 * ticket (`POST /signal/member/v1/auth`), the room socket (snapshot, its resume token, `self.update`),
 * the call config (`POST /call-config/config`, the LiveKit token the API mints for this member), then
 * LiveKit with `@livekit/rtc-node`, publishing a generated camera (moving colour bars, I420) or
 * nothing (a subscriber). So the browsers see it as a person: a tile with its name, its video.
 */
import {
  dispose,
  LocalVideoTrack,
  Room,
  RoomEvent,
  TrackKind,
  TrackPublishOptions,
  TrackSource,
  VideoBufferType,
  VideoFrame,
  VideoSource,
} from '@livekit/rtc-node';
import WebSocket from 'ws';

const FRAME_COUNT = 30;

/** `FRAME_COUNT` I420 frames of colour bars sliding by, made once: publishing then costs only the encoder. */
function barFrames(width, height, hue) {
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  return Array.from({ length: FRAME_COUNT }, (_, n) => {
    const data = new Uint8Array(ySize + 2 * cSize);
    const shift = Math.round((n / FRAME_COUNT) * width);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) data[y * width + x] = 40 + (((x + shift) >> 5) % 6) * 36;
    }
    for (let y = 0; y < height / 2; y += 1) {
      for (let x = 0; x < width / 2; x += 1) {
        const bar = ((x * 2 + shift) >> 5) % 6;
        data[ySize + y * (width / 2) + x] = (hue + bar * 40) & 255;
        data[ySize + cSize + y * (width / 2) + x] = (255 - hue + bar * 25) & 255;
      }
    }
    return new VideoFrame(data, width, height, VideoBufferType.I420);
  });
}

async function post(base, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Opens the room socket with a ticket; resolves with the socket and the snapshot's resume token. */
function roomSocket(base, ticket) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/signal/socket/member/v1?ticket=${encodeURIComponent(ticket)}`, {
      perMessageDeflate: false,
    });
    const timer = setTimeout(() => reject(new Error('no room snapshot within 15 s')), 15_000);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type !== 'room.snapshot') return;
      clearTimeout(timer);
      resolve({ socket, resumeToken: message.resume_token, selfId: message.self_id });
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * Joins room `alias` of the product at `base` as guest `name`. Options: `publish` (default true: a
 * generated camera of `width`x`height` at `fps`), `simulcast` (default false), `subscribe` (default
 * false: receives nothing; true: every track, as a viewer).
 * Returns `{ id, name, room, publishCamera(), stop() }`, `room` being the rtc-node Room (for counting what it receives).
 */
export async function joinSyntheticMember(base, alias, name, options = {}) {
  const { publish = true, width = 320, height = 180, fps = 15, simulcast = false, subscribe = false } = options;
  const auth = await post(base, '/signal/member/v1/auth', { alias, display_name: name });
  const { socket, resumeToken, selfId } = await roomSocket(base, auth.ticket);
  const id = selfId ?? auth.member_id;
  socket.send(JSON.stringify({ type: 'self.update', has_mic: false, mic_on: false, camera_on: publish }));
  const ping = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: 'ping' })), 20_000);
  const config = await post(base, '/call-config/config', { alias, participant_id: id, resume_token: resumeToken });
  if (config.transport !== 'livekit') throw new Error(`the product is not on LiveKit (call config says ${config.transport})`);
  const room = new Room();
  await room.connect(config.url, config.token, { autoSubscribe: subscribe, dynacast: true });
  let timer = null;
  let source = null;
  /** Starts the generated camera (and says so to the room, as a browser turning its camera on does). */
  const publishCamera = async () => {
    if (source) return;
    source = new VideoSource(width, height);
    const frames = barFrames(width, height, (name.length * 47) & 255);
    let n = 0;
    // A frame before publishing, so the first packets carry a picture at once.
    source.captureFrame(frames[0]);
    timer = setInterval(() => source.captureFrame(frames[(n += 1) % FRAME_COUNT]), 1000 / fps);
    const track = LocalVideoTrack.createVideoTrack('camera', source);
    await room.localParticipant.publishTrack(track, new TrackPublishOptions({ source: TrackSource.SOURCE_CAMERA, simulcast }));
    if (!publish) socket.send(JSON.stringify({ type: 'self.update', camera_on: true }));
  };
  if (publish) await publishCamera();
  return {
    id,
    name,
    room,
    /** Publishes the generated camera now (a member who joined with `publish: false` and may publish since). */
    publishCamera,
    /** Video tracks this member receives now (a subscriber's view). */
    subscribedVideo: () =>
      [...room.remoteParticipants.values()]
        .flatMap((p) => [...p.trackPublications.values()])
        .filter((pub) => pub.kind === TrackKind.KIND_VIDEO && pub.track).length,
    async stop() {
      clearInterval(timer);
      clearInterval(ping);
      await room.disconnect().catch(() => undefined);
      await source?.close().catch(() => undefined);
      socket.close();
    },
  };
}

export { RoomEvent };

/**
 * Ends rtc-node's native side once every synthetic member has stopped (it keeps a script's process alive
 * otherwise). Once per process: no member can join after it, so journeys leave it to the worker's exit.
 */
export const disposeSyntheticMembers = () => dispose();
