import { DISCONNECT_GRACE_MS, linkStatus, onConnectionState, watchdog } from './link-recovery';
import type { MediaStatus } from './types';

/**
 * How one link's connection is doing: whether it ever connected, since when it is broken or unsettled,
 * what a change of its state calls for (restart ICE now, or after a grace period), and the watchdog's
 * verdict (the policy is link-recovery.ts).
 */
export class LinkHealth {
  everConnected = false;
  brokenSince: number | null = null;
  unsettledSince: number | null = null;
  private disconnectTimer: ReturnType<typeof setTimeout> | undefined;

  /** A fresh connection: nothing broken or unsettled yet (the link still counts as having connected once). */
  reset() {
    this.brokenSince = null;
    this.unsettledSince = null;
  }

  /** The connection's state changed; true when it is connected now. `current` says whether `pc` is still the link's. */
  changed(pc: RTCPeerConnection, current: () => boolean): boolean {
    clearTimeout(this.disconnectTimer);
    const action = onConnectionState(pc.connectionState);
    if (action === 'settled') {
      this.everConnected = true;
      this.brokenSince = null;
      return true;
    }
    if (action === 'restart_ice_soon') {
      this.brokenSince ??= Date.now();
      // Often a blip: give it a moment, then restart ICE.
      this.disconnectTimer = setTimeout(() => {
        if (current() && pc.connectionState !== 'connected') pc.restartIce();
      }, DISCONNECT_GRACE_MS);
    } else if (action === 'restart_ice_now') {
      this.brokenSince ??= Date.now();
      pc.restartIce();
    }
    return false;
  }

  /** The watchdog's verdict on the connection at `now`: settled, or what to do about it. */
  check(pc: RTCPeerConnection, polite: boolean, now: number) {
    const settled = pc.signalingState === 'stable' && pc.connectionState === 'connected';
    if (!settled) this.unsettledSince ??= now;
    const action = watchdog({
      signaling: pc.signalingState,
      connection: pc.connectionState,
      polite,
      waitedMs: settled ? 0 : now - this.unsettledSince!,
    });
    if (action === 'settled') this.unsettledSince = null;
    return action;
  }

  /** connecting until first connected; reconnecting when a link that worked dropped. */
  status(pc: RTCPeerConnection): MediaStatus {
    return linkStatus(pc.connectionState, this.everConnected);
  }

  stop() {
    clearTimeout(this.disconnectTimer);
  }
}
