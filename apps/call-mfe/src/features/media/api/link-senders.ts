import { sendingProfile, screenProfile, type SendingProfile } from '../utils/sending-profile';
import type { PeerLink } from './peer-link';
import type { LocalTracks } from './types';

/**
 * Puts the latest local tracks on one link's senders: camera and microphone replace or add theirs; the
 * screen is announced (`meta`) before its track goes out, and taken off when sharing stops. False when
 * the link is closed (nothing was done).
 */
export async function syncLinkSenders(peer: PeerLink, local: LocalTracks, cameraStream: MediaStream): Promise<boolean> {
  const { pc } = peer;
  if (pc.signalingState === 'closed') return false;
  for (const slot of ['audio', 'video'] as const) {
    const track = local[slot];
    const sender = peer.senders[slot];
    if (sender) {
      if (sender.track !== track) await sender.replaceTrack(track).catch(() => undefined);
    } else if (track) {
      peer.senders[slot] = pc.addTrack(track, cameraStream);
    }
  }
  const screen = local.screen;
  if (peer.sentScreen !== screen) {
    const screenTrack = screen?.getVideoTracks()[0] ?? null;
    if (screen && screenTrack) {
      // The other side must know which stream is the screen before its track arrives.
      peer.send({ t: 'meta', screen: screen.id });
      if (peer.senders.screen) await peer.senders.screen.replaceTrack(screenTrack).catch(() => undefined);
      else peer.senders.screen = pc.addTrack(screenTrack, screen);
    } else if (peer.senders.screen) {
      peer.send({ t: 'meta', screen: null });
      pc.removeTrack(peer.senders.screen);
      peer.senders.screen = undefined;
    }
    peer.sentScreen = screen;
  }
  return true;
}

/** The room-size sending profiles on one link's video and screen senders, paused while the other side does not watch. */
export async function applyLinkProfiles(peer: PeerLink, count: number) {
  await applyProfile(peer.senders.video, sendingProfile(count), !peer.videoPausedByRemote);
  await applyProfile(peer.senders.screen, screenProfile(count), !peer.videoPausedByRemote);
}

async function applyProfile(sender: RTCRtpSender | undefined, profile: SendingProfile, active: boolean) {
  if (!sender) return;
  try {
    const parameters = sender.getParameters();
    if (!parameters.encodings?.length) return;
    const encoding = parameters.encodings[0];
    if (
      encoding.maxBitrate === profile.maxBitrate &&
      encoding.scaleResolutionDownBy === profile.scaleResolutionDownBy &&
      encoding.active === active
    )
      return;
    encoding.maxBitrate = profile.maxBitrate;
    encoding.scaleResolutionDownBy = profile.scaleResolutionDownBy;
    encoding.maxFramerate = profile.maxFramerate;
    encoding.active = active;
    await sender.setParameters(parameters);
  } catch {
    // Not negotiated yet; applied again when signalling is stable.
  }
}
