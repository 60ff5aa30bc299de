import { offerResendDelay } from './link-recovery';

/** Our offer is out and not answered yet. */
export const offerUnanswered = (pc: RTCPeerConnection) => pc.signalingState === 'have-local-offer' && pc.localDescription?.type === 'offer';

/**
 * An offer can be lost (sent before the other side listened, or while the room socket was
 * down): while it stays unanswered it is sent again (`resend`), with the candidates gathered since.
 */
export class OfferWatch {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly resend: () => void) {}

  /** Watches the offer `pc` just made, while `current()` says `pc` is still the link's. */
  watch(pc: RTCPeerConnection, current: () => boolean, attempt = 0) {
    clearTimeout(this.timer);
    const delay = offerResendDelay(attempt);
    if (delay === null) return;
    this.timer = setTimeout(() => {
      if (!current() || !offerUnanswered(pc)) return;
      this.resend();
      this.watch(pc, current, attempt + 1);
    }, delay);
  }

  stop() {
    clearTimeout(this.timer);
  }
}
