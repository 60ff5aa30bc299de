/**
 * A page-level harness for browser tests and the bench: several call members in one page, each
 * with its own camera and microphone (Chromium's fake devices) and a MeshTransport, signalled
 * through an in-memory relay. The WebRTC is real: every member has real peer connections.
 * Bundled with esbuild and injected by e2e/tests/call-media.spec.ts and scripts/bench-call.mjs.
 */
import { MeshTransport } from '../api/mesh-transport';
import { createMemorySignalHub } from '../api/memory-signal';
import type { MediaStatus, RemoteMedia } from '../api/types';
import { LocalMedia } from '../utils/local-media';

interface Member {
  transport: MeshTransport;
  local: LocalMedia;
  remotes: Map<string, RemoteMedia>;
  status: MediaStatus;
  videos: Map<string, HTMLVideoElement>;
  joinedAt: number;
  firstFrameAt: Map<string, number>;
}

const hub = createMemorySignalHub();
const members = new Map<string, Member>();

function member(id: string): Member {
  const found = members.get(id);
  if (!found) throw new Error(`no member ${id}`);
  return found;
}

async function publish(m: Member) {
  const tracks = m.local.tracks();
  await m.transport.publish(tracks);
}

export const harness = {
  /** Joins with camera and mic (as pressing Join does), then calls everyone already present. */
  async join(id: string, options: { camera?: boolean; mic?: boolean; listenAfterMs?: number } = {}) {
    const local = new LocalMedia();
    const m: Member = {
      transport: null as unknown as MeshTransport,
      local,
      remotes: new Map(),
      status: 'connecting',
      videos: new Map(),
      joinedAt: performance.now(),
      firstFrameAt: new Map(),
    };
    m.transport = new MeshTransport({
      signal: hub.channel(id),
      listener: {
        remotes: (remotes) => {
          m.remotes = remotes;
          for (const [remoteId, media] of remotes) harness.attach(id, remoteId, media);
        },
        status: (status) => {
          m.status = status;
        },
      },
    });
    members.set(id, m);
    local.subscribe(() => void publish(m));
    if (options.listenAfterMs) {
      // The others learn about this member (and call it) before it listens: their first offers are lost.
      const ids = [...members.keys()];
      for (const [otherId, other] of members) if (otherId !== id) other.transport.setParticipants(ids);
      await new Promise((resolve) => setTimeout(resolve, options.listenAfterMs));
    }
    await m.transport.connect();
    await local.update({ cameraOn: options.camera ?? true, micOn: options.mic ?? true });
    const ids = [...members.keys()];
    for (const other of members.values()) other.transport.setParticipants(ids);
    await publish(m);
  },

  /** Keeps one <video> per viewer and remote stream (camera or screen), as the tiles do. */
  attach(viewer: string, remoteId: string, media: RemoteMedia) {
    const m = member(viewer);
    for (const [kind, stream] of [
      ['camera', media.stream],
      ['screen', media.screenStream],
    ] as const) {
      const key = `${remoteId}:${kind}`;
      let video = m.videos.get(key);
      if (!stream) {
        if (video) {
          video.srcObject = null;
          video.remove();
          m.videos.delete(key);
        }
        continue;
      }
      if (!video) {
        video = document.createElement('video');
        video.muted = true;
        video.autoplay = true;
        video.playsInline = true;
        video.width = 160;
        video.dataset.viewer = viewer;
        video.dataset.remote = remoteId;
        video.dataset.kind = kind;
        document.body.append(video);
        m.videos.set(key, video);
        const element = video;
        const onFrame = () => {
          if (!m.firstFrameAt.has(key)) m.firstFrameAt.set(key, performance.now() - m.joinedAt);
        };
        element.requestVideoFrameCallback?.(onFrame);
      }
      if (video.srcObject !== stream) {
        video.srcObject = stream;
        void video.play().catch(() => undefined);
      }
    }
  },

  video(viewer: string, remoteId: string, kind: 'camera' | 'screen' = 'camera') {
    const video = members.get(viewer)?.videos.get(`${remoteId}:${kind}`);
    if (!video) return null;
    return { width: video.videoWidth, height: video.videoHeight, frames: video.getVideoPlaybackQuality().totalVideoFrames };
  },

  /** Counts the remote videos a member sees with a real picture. */
  remoteVideoCount(viewer: string) {
    return [...member(viewer).videos.values()].filter((video) => video.dataset.kind === 'camera' && video.videoWidth > 0).length;
  },

  async inboundAudio(viewer: string, remoteId: string) {
    const report = await member(viewer).transport.peerStats(remoteId);
    let samples = 0;
    let packets = 0;
    report?.forEach((stat: Record<string, unknown>) => {
      if (stat.type === 'inbound-rtp' && stat.kind === 'audio') {
        samples += Number(stat.totalSamplesReceived ?? 0);
        packets += Number(stat.packetsReceived ?? 0);
      }
    });
    return { samples, packets };
  },

  status(id: string) {
    return member(id).status;
  },

  remote(viewer: string, remoteId: string) {
    const media = member(viewer).remotes.get(remoteId);
    return media ? { connected: media.connected, quality: media.quality, speaking: media.speaking, screen: !!media.screenStream } : null;
  },

  async startScreen(id: string) {
    return !!(await member(id).local.startScreen());
  },

  stopScreen(id: string) {
    member(id).local.stopScreen();
  },

  /** A host's mute all reaching this member. */
  forceMute(id: string) {
    member(id).local.forceMicOff();
  },

  localMic(id: string) {
    const track = member(id).local.state.micTrack;
    return track ? track.readyState : 'none';
  },

  reconnect(viewer: string, remoteId: string) {
    member(viewer).transport.reconnectPeer(remoteId);
  },

  firstFrames(viewer: string) {
    return Object.fromEntries(member(viewer).firstFrameAt);
  },

  leave(id: string) {
    const m = member(id);
    m.transport.close();
    m.local.close();
    members.delete(id);
    const ids = [...members.keys()];
    for (const other of members.values()) other.transport.setParticipants(ids);
  },
};

(globalThis as unknown as { mediaHarness: typeof harness }).mediaHarness = harness;
