import type { MediaStatus } from './types';
import type { LinkHost } from './link-host';
import { LinkHealth } from './link-health';
import { recoveryStep } from './link-recovery';
import { OfferWatch, offerUnanswered } from './offer-watch';
import { LinkMedia } from './link-media';
import { addOwnSections, adoptOfferedSections } from './link-sections';
import type { Wire, WireBody } from './peer-wire';

const randomId = () => Math.random().toString(36).slice(2, 10);

/** One RTCPeerConnection to one remote participant, with the perfect-negotiation pattern; what it receives is `received` (LinkMedia). */
export class PeerLink {
  pc!: RTCPeerConnection;
  localSession = randomId();
  remoteSession: string | null = null;
  readonly polite: boolean;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingAnswer = false;
  private queue: Promise<void> = Promise.resolve();
  senders: { audio?: RTCRtpSender; video?: RTCRtpSender; screen?: RTCRtpSender } = {};
  /** The screen stream this link carries now. */
  sentScreen: MediaStream | null = null;
  syncing: Promise<void> = Promise.resolve();
  readonly received: LinkMedia;
  /** Connected once, broken or unsettled since when (the mesh's recovery reads `brokenSince`). */
  readonly health = new LinkHealth();
  /** Our offers are numbered; the answer names the offer it answers. */
  private offerId = 0;
  private pendingOfferId = 0;
  private answered: { n: number; description: RTCSessionDescriptionInit } | null = null;
  /** The first offer/answer exchange of this connection is done. */
  private negotiated = false;
  videoPausedByRemote = false;
  /** Sends our offer again while it stays unanswered. */
  private readonly offers = new OfferWatch(() => this.resendOffer());

  constructor(
    readonly id: string,
    private readonly mesh: LinkHost,
  ) {
    this.polite = mesh.selfId > id;
    this.received = new LinkMedia(() => mesh.emitRemotes());
    this.open();
  }

  private open() {
    const pc = new RTCPeerConnection({
      iceServers: this.mesh.iceServers,
      ...(this.mesh.certificates ? { certificates: this.mesh.certificates } : {}),
    });
    this.pc = pc;
    pc.onnegotiationneeded = async () => {
      if (this.pc !== pc) return;
      // The impolite side opens every link; the polite side offers only once that first exchange is
      // done (Chromium can lose the media demux when both first offers collide and one rolls back).
      // Its tracks ride on the first offer's m-lines; anything left re-fires this event later.
      if (this.polite && !this.negotiated) return;
      if (this.polite) await new Promise((resolve) => setTimeout(resolve, 200));
      if (this.pc !== pc || pc.signalingState !== 'stable') return;
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription?.type === 'offer') {
          this.offerId += 1;
          this.send({ t: 'sdp', description: pc.localDescription.toJSON(), n: this.offerId });
          this.offers.watch(pc, () => this.pc === pc);
        }
      } catch {
        // A collision or a closed connection; the other side's offer or a rebuild takes over.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && this.pc === pc) this.send({ t: 'ice', candidate: candidate.toJSON() });
    };
    pc.ontrack = (event) => this.received.addTrack(event);
    pc.onconnectionstatechange = () => this.onConnectionState(pc);
    pc.onsignalingstatechange = () => {
      if (pc.signalingState === 'stable') void this.mesh.applyProfiles(this);
    };
    // A data channel makes every fresh connection negotiate, even with camera and mic off. Only the
    // impolite side opens it: a polite offer with SCTP that gets rolled back breaks Chromium's answer.
    if (!this.polite) {
      pc.createDataChannel('mesh');
      Object.assign(this.senders, addOwnSections(pc, this.mesh.localStream));
    }
    // The polite side says hello, so that the other side opens the link even before the room's
    // participant list reaches it.
    else this.send({ t: 'pause', video: !this.mesh.isVisible(this.id) });
    this.mesh.attachLocal(this);
  }

  private resendOffer() {
    if (!offerUnanswered(this.pc)) return;
    this.send({ t: 'sdp', description: this.pc.localDescription!.toJSON(), n: this.offerId });
  }

  /** Throws the connection away and starts a fresh one (the other side follows). */
  rebuild() {
    this.closePc();
    this.localSession = randomId();
    this.remoteSession = null;
    this.offerId = 0;
    this.answered = null;
    this.negotiated = false;
    this.senders = {};
    this.sentScreen = null;
    this.health.reset();
    this.videoPausedByRemote = false;
    this.received.reset();
    this.open();
    this.mesh.emitRemotes();
  }

  send(message: WireBody) {
    this.mesh.signal.send(this.id, { ...message, s: this.localSession, r: this.remoteSession });
  }

  receive(message: Wire) {
    this.queue = this.queue.then(() => this.handle(message)).catch(() => this.recover());
  }

  /**
   * A negotiation step failed (Chromium refuses some glare outcomes, e.g. "RTP extension ID
   * reassignment"): start the link over at once rather than wait for the watchdog. The impolite
   * side rebuilds; the polite side asks it to.
   */
  private lastRecovery = 0;
  recover() {
    const now = Date.now();
    const step = recoveryStep(this.polite, now, this.lastRecovery);
    if (!step) return;
    this.lastRecovery = now;
    if (step === 'ask_reset') this.send({ t: 'reset' });
    else this.rebuild();
  }

  private async handle(message: Wire) {
    if (message.r !== null && message.r !== this.localSession) return; // meant for a connection we dropped
    if (this.remoteSession === null) {
      this.remoteSession = message.s;
      // The other side speaks for the first time, so it listens now: an offer of ours that it has
      // not answered was likely sent before its room socket was up (the server refuses to relay to
      // a member not yet connected). Send it again now rather than when its resend timer fires (3 s).
      if (message.t !== 'sdp') this.resendOffer();
    } else if (message.s !== this.remoteSession) {
      if (message.r !== null) {
        this.remoteSession = message.s;
        this.answered = null;
      } else {
        // The other side started over (reload or rebuild): so do we, then take its message.
        this.rebuild();
        this.remoteSession = message.s;
      }
    }
    const pc = this.pc;
    switch (message.t) {
      case 'sdp': {
        const description = message.description;
        // Offers can be sent twice (see offer-watch.ts): answer each once, and resend a lost answer.
        if (description.type === 'offer' && this.answered && message.n <= this.answered.n) {
          if (message.n === this.answered.n && pc.signalingState === 'stable')
            this.send({ t: 'sdp', description: this.answered.description, n: message.n });
          return;
        }
        if (description.type === 'answer' && (message.n !== this.offerId || pc.signalingState !== 'have-local-offer')) return;
        const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingAnswer);
        const collision = description.type === 'offer' && !readyForOffer;
        this.ignoreOffer = !this.polite && collision;
        if (this.ignoreOffer) return;
        this.settingAnswer = description.type === 'answer';
        try {
          await pc.setRemoteDescription(description);
        } finally {
          this.settingAnswer = false;
        }
        if (description.type === 'offer') {
          this.pendingOfferId = message.n;
          const adopted = adoptOfferedSections(pc, this.senders, this.mesh.localStream);
          await this.answer(pc);
          if (adopted) this.mesh.attachLocal(this);
        }
        this.negotiated = true;
        return;
      }
      case 'ice':
        // A candidate for a description we ignored or replaced is harmless.
        await pc.addIceCandidate(message.candidate).catch(() => undefined);
        return;
      case 'meta':
        this.received.setScreen(message.screen);
        return;
      case 'pause':
        this.videoPausedByRemote = message.video;
        await this.mesh.applyProfiles(this);
        return;
      case 'reset':
        if (!this.polite) this.recover();
        return;
    }
  }

  private async answer(pc: RTCPeerConnection) {
    if (pc.signalingState !== 'have-remote-offer') return;
    await pc.setLocalDescription();
    if (pc.localDescription?.type !== 'answer' || this.pc !== pc) return;
    this.answered = { n: this.pendingOfferId, description: pc.localDescription.toJSON() };
    this.send({ t: 'sdp', description: this.answered.description, n: this.pendingOfferId });
  }

  /**
   * Self-healing, run every few seconds: an offer left unanswered is answered again, and a link
   * that never settles is rebuilt by the impolite side (the polite side follows its fresh offer).
   */
  watchdog(now: number) {
    const pc = this.pc;
    const action = this.health.check(pc, this.polite, now);
    if (action === 'answer' || action === 'answer_and_rebuild') this.queue = this.queue.then(() => this.answer(pc)).catch(() => undefined);
    if (action === 'rebuild' || action === 'answer_and_rebuild') this.rebuild();
  }

  private onConnectionState(pc: RTCPeerConnection) {
    if (this.pc !== pc) return;
    const state = pc.connectionState;
    if (this.health.changed(pc, () => this.pc === pc)) {
      // A fresh link knows nothing of what we watch: tell it again (no-op when unchanged).
      this.send({ t: 'pause', video: !this.mesh.isVisible(this.id) });
      void this.mesh.applyProfiles(this);
    }
    this.received.connection(state);
    this.mesh.emitRemotes();
  }

  /** connecting until first connected; reconnecting when a link that worked dropped. */
  linkStatus(): MediaStatus {
    return this.health.status(this.pc);
  }

  closePc() {
    this.health.stop();
    this.offers.stop();
    const pc = this.pc;
    pc.onnegotiationneeded = pc.onicecandidate = pc.ontrack = pc.onconnectionstatechange = pc.onsignalingstatechange = null;
    pc.close();
  }

  /** Network quality; true if it changed. A link where packets arrive but nothing plays starts over. */
  async sampleQuality(): Promise<boolean> {
    if (this.pc.connectionState !== 'connected') return false;
    const { changed, stuck } = await this.received.sampleQuality(this.pc);
    if (stuck) this.recover();
    return changed;
  }
}
