import { resumeSignal } from '@platform/shared-api';
import type { Participant } from '../utils/room-view';
import type { RoomSession } from '../utils/room-session';

/** A resume: who we are, and what this browser still has on (a service that restarted forgot it). */
export type ResumeRequest = Parameters<typeof resumeSignal>[0];

/**
 * The tickets that open the room socket: the join ticket once (again only if no socket ever opened
 * with it), then fresh ones through the resume token; none once the place has expired.
 */
export class RoomTickets {
  private ticket: string | null;
  /** The join ticket of the first attempt, kept until a socket has opened (the server had not taken it then). */
  private unusedFirstTicket: string | null = null;
  private everOpened = false;

  constructor(
    private readonly session: RoomSession,
    /** A fresh ticket for this member (default: the signal controller's resume call). */
    private readonly resume?: (request: ResumeRequest) => Promise<string>,
  ) {
    this.ticket = session.ticket;
  }

  /** A socket opened: the join ticket is taken. */
  opened() {
    this.everOpened = true;
    this.unusedFirstTicket = null;
  }

  /** The join ticket on start; afterwards a fresh one through the resume token. `self`: what we have on now. */
  async next(first: boolean, self: Participant | undefined): Promise<string | null> {
    const { member_id: memberId, resume_token: token } = this.session;
    // A ticket opens one socket (the server refuses it twice); after that, the resume token gets a fresh one.
    if (this.ticket && (first || !token)) {
      const ticket = this.ticket;
      this.ticket = null;
      if (first) this.unusedFirstTicket = ticket;
      return ticket;
    }
    // The first socket never opened (network, server restarting): the ticket was not taken; try it once more.
    if (!this.everOpened && this.unusedFirstTicket) {
      const ticket = this.unusedFirstTicket;
      this.unusedFirstTicket = null;
      return ticket;
    }
    if (!token) return null;
    const request: ResumeRequest = {
      member_id: memberId,
      resume_token: token,
      ...(self && { mic_on: self.micOn, camera_on: self.cameraOn, has_mic: self.hasMic }),
    };
    try {
      return this.resume ? await this.resume(request) : (await resumeSignal(request)).ticket;
    } catch (error) {
      const status = (error as { status?: number }).status;
      // 404: the place has expired. Anything else (network, server restarting): keep trying.
      if (status === 404) return null;
      throw error;
    }
  }
}
