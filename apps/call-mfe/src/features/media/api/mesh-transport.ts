import {
  NETWORK_ERROR_KEY,
  type LocalTracks,
  type MediaStatus,
  type MediaTransport,
  type RemoteMedia,
  type SignalChannel,
  type TransportListener,
  type CallFingerprints,
} from './types';
import { certificateFingerprint, sdpFingerprint } from '../utils/safety-code';
import { shouldRebuildBroken } from './link-recovery';
import type { LinkHost } from './link-host';
import { PeerLink } from './peer-link';
import { applyLinkProfiles, syncLinkSenders } from './link-senders';
import { isWire } from './peer-wire';

export interface MeshOptions {
  signal: SignalChannel;
  iceServers?: RTCIceServer[];
  listener?: TransportListener;
  /** How often audio levels are read (ms). */
  levelIntervalMs?: number;
  /** How often link stats are read (ms). */
  statsIntervalMs?: number;
  /** A broken link is rebuilt from scratch after this long (ms). */
  rebuildAfterMs?: number;
}

/**
 * The embedded peer-to-peer mesh: one RTCPeerConnection per remote participant, signalled over
 * the room socket. For meeting-size rooms (spec §9: up to 10); each sender's resolution and
 * bitrate shrink as the room grows.
 */
export class MeshTransport implements MediaTransport, LinkHost {
  readonly kind = 'mesh' as const;
  readonly signal: SignalChannel;
  readonly selfId: string;
  readonly iceServers: RTCIceServer[];
  private readonly peers = new Map<string, PeerLink>();
  private readonly listener: TransportListener;
  private readonly cameraStream = new MediaStream();
  /** The stream id our camera and microphone are sent under (one stream: lip sync). */
  get localStream(): MediaStream {
    return this.cameraStream;
  }
  private local: LocalTracks = { audio: null, video: null, screen: null };
  private participants = new Set<string>();
  private visible: ReadonlySet<string> | null = null;
  private unsubscribe: (() => void) | null = null;
  private timers: ReturnType<typeof setInterval>[] = [];
  private lastStatus: MediaStatus | null = null;
  private closed = false;
  private readonly rebuildAfterMs: number;
  certificates?: RTCCertificate[];
  /** Links wait for the certificate: participants named before it exists, and signals that arrive meanwhile. */
  private readonly ready: Promise<void>;
  private markReady: () => void = () => undefined;
  private certified = false;

  constructor(private readonly options: MeshOptions) {
    this.signal = options.signal;
    this.selfId = options.signal.selfId;
    this.iceServers = options.iceServers ?? [];
    this.listener = options.listener ?? {};
    this.rebuildAfterMs = options.rebuildAfterMs ?? 12_000;
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  async connect(): Promise<void> {
    // In order, after the certificate: a newcomer's offer may arrive while it is made.
    this.unsubscribe = this.signal.onSignal((from, data) => void this.ready.then(() => this.onSignal(from, data)));
    await this.makeCertificate().catch(() => undefined);
    this.certified = true;
    this.markReady();
    if (this.closed) return;
    const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
    this.timers.push(setInterval(() => this.sampleLevels(now()), this.options.levelIntervalMs ?? 200));
    this.timers.push(setInterval(() => void this.sampleQuality(), this.options.statsIntervalMs ?? 2000));
    this.emitStatus();
  }

  /** One ECDSA certificate for all links; without generateCertificate (tests' fakes) each link makes its own. */
  private async makeCertificate() {
    const generate = typeof RTCPeerConnection !== 'undefined' ? RTCPeerConnection.generateCertificate : undefined;
    if (!generate) return;
    this.certificates = [await generate.call(RTCPeerConnection, { name: 'ECDSA', namedCurve: 'P-256' } as EcKeyGenParams)].filter(Boolean);
  }

  setParticipants(ids: string[]): void {
    if (this.closed) return;
    if (!this.certified) {
      void this.ready.then(() => this.setParticipants(ids));
      return;
    }
    const next = new Set(ids.filter((id) => id && id !== this.selfId));
    for (const [id, peer] of this.peers) {
      if (!next.has(id)) {
        peer.closePc();
        this.peers.delete(id);
      }
    }
    this.participants = next;
    for (const id of next) if (!this.peers.has(id)) this.peers.set(id, new PeerLink(id, this));
    for (const peer of this.peers.values()) void this.applyProfiles(peer);
    this.emitRemotes();
  }

  async publish(tracks: LocalTracks): Promise<void> {
    this.local = { ...tracks };
    await Promise.all([...this.peers.values()].map((peer) => this.syncSenders(peer)));
  }

  setVideoSubscriptions(visibleIds: ReadonlySet<string>): void {
    const previous = this.visible;
    this.visible = new Set(visibleIds);
    for (const peer of this.peers.values()) {
      const was = previous ? previous.has(peer.id) : true;
      const now = this.visible.has(peer.id);
      if (was !== now) peer.send({ t: 'pause', video: !now });
    }
  }

  isVisible(id: string): boolean {
    return this.visible ? this.visible.has(id) : true;
  }

  restart(): void {
    for (const peer of this.peers.values()) {
      if (peer.pc.connectionState === 'connected') continue;
      if (!peer.polite) peer.rebuild();
      else if (peer.pc.signalingState === 'stable') peer.pc.restartIce();
    }
    this.emitStatus();
  }

  close(): void {
    this.closed = true;
    this.unsubscribe?.();
    for (const timer of this.timers) clearInterval(timer);
    for (const peer of this.peers.values()) peer.closePc();
    this.peers.clear();
  }

  fingerprints(): CallFingerprints {
    const peers = new Map<string, string>();
    for (const [id, peer] of this.peers) {
      const remote = peer.pc.connectionState === 'connected' ? sdpFingerprint(peer.pc.remoteDescription?.sdp) : null;
      if (remote) peers.set(id, remote);
    }
    const own = this.certificates?.[0];
    return { self: own ? certificateFingerprint(own) : null, peers };
  }

  /** Which peers exist (for tests and the bench). */
  peerIds(): string[] {
    return [...this.peers.keys()];
  }

  /** The stats of the link to one peer (tests, the bench, diagnostics). */
  async peerStats(id: string): Promise<RTCStatsReport | null> {
    return (await this.peers.get(id)?.pc.getStats()) ?? null;
  }

  /** Rebuilds the link to one peer from scratch, as after a network change that ICE could not survive. */
  reconnectPeer(id: string): void {
    this.peers.get(id)?.rebuild();
  }

  // ---- internals used by PeerLink ----

  attachLocal(peer: PeerLink) {
    void this.syncSenders(peer);
  }

  /** Serialised per peer, and always from the latest local tracks: overlapping publishes cannot leave a stale track. */
  private syncSenders(peer: PeerLink): Promise<void> {
    peer.syncing = peer.syncing.then(() => this.doSync(peer)).catch(() => undefined);
    return peer.syncing;
  }

  private async doSync(peer: PeerLink) {
    if (await syncLinkSenders(peer, this.local, this.cameraStream)) await this.applyProfiles(peer);
  }

  async applyProfiles(peer: PeerLink) {
    await applyLinkProfiles(peer, Math.max(1, this.peers.size));
  }

  private onSignal(from: string, data: unknown) {
    if (this.closed || !isWire(data) || from === this.selfId) return;
    let peer = this.peers.get(from);
    if (!peer) {
      // A newcomer may call before the room's participant list reaches us.
      peer = new PeerLink(from, this);
      this.peers.set(from, peer);
    }
    peer.receive(data);
  }

  private sampleLevels(now: number) {
    let changed = false;
    for (const peer of this.peers.values()) changed = peer.received.sampleLevel(peer.pc, now) || changed;
    if (changed) this.emitRemotes();
  }

  private async sampleQuality() {
    let changed = false;
    const now = Date.now();
    for (const peer of this.peers.values()) {
      peer.watchdog(now);
      changed = (await peer.sampleQuality().catch(() => false)) || changed;
      // ICE restarts did not bring it back: the impolite side rebuilds, the polite side follows.
      if (shouldRebuildBroken(peer.health.brokenSince, now, this.rebuildAfterMs, peer.polite)) peer.rebuild();
    }
    if (changed) this.emitRemotes();
    this.emitStatus();
  }

  emitRemotes() {
    if (this.closed) return;
    const remotes = new Map<string, RemoteMedia>();
    for (const [id, peer] of this.peers) remotes.set(id, peer.received.state);
    this.listener.remotes?.(remotes);
    this.emitStatus();
  }

  private emitStatus() {
    const links = [...this.peers.values()].map((peer) => peer.linkStatus());
    let status: MediaStatus = 'connected';
    if (links.includes('reconnecting')) status = 'reconnecting';
    else if (links.length > 0 && !links.includes('connected')) status = 'connecting';
    const failed = [...this.peers.values()].some(
      (peer) => peer.health.brokenSince !== null && Date.now() - peer.health.brokenSince > 60_000,
    );
    if (failed && !links.includes('connected')) status = 'failed';
    if (status === this.lastStatus) return;
    this.lastStatus = status;
    this.listener.status?.(status, status === 'failed' ? NETWORK_ERROR_KEY : null);
  }
}
