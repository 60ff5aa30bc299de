import { safeEqual, sha256 } from '../../lib/secrets';
import type { RoomAdmission } from './admission';
import type { SettingsKeeper } from './kept-settings';
import type { LiveRooms } from './live-rooms';
import type { MemberRepository } from './member-repository';
import type { RoomMember } from './sockets/room-registry';

/** What the signal hub's resume needs: a fresh ticket for a member, or bringing one back after a restart. */
export interface TicketIssuer {
  reissue(id: string): Promise<string | null>;
  restore(member: RoomMember): Promise<string>;
}

/**
 * A member's way back in with the resume token the room gave them (reconnects after the socket ticket expired,
 * a restart of the service, another instance taking the room over).
 */
export class RoomResume {
  constructor(
    private readonly resumeTokens: Map<string, string>,
    private readonly members: MemberRepository,
    private readonly rooms: LiveRooms,
    private readonly admission: Pick<RoomAdmission, 'isBlocked'>,
    private readonly keeper: Pick<SettingsKeeper, 'proven' | 'waiter'>,
  ) {}

  /** The member may get a fresh socket ticket while the token matches (reconnects after the ticket expired). */
  canResume(memberId: string, token: string): boolean {
    const expected = this.resumeTokens.get(memberId);
    return !!expected && safeEqual(expected, token);
  }

  /**
   * The token is the member's: as this instance knows it, else (several instances) as the owner of room `alias`
   * kept it on admission, else as their stored row says (written within 200 ms of admission, before their snapshot with several instances).
   */
  async proven(memberId: string, token: string, alias?: string): Promise<boolean> {
    if (this.canResume(memberId, token)) return true;
    if (alias && (await this.keeper.proven(alias, memberId, sha256(token)))) return true;
    const row = await this.members.find(memberId);
    return !!row && safeEqual(row.resume_hash, sha256(token));
  }

  /**
   * A fresh ticket for a returning member: from memory, or after a restart of the service from the
   * participant row kept in the database (so a call survives a deploy without a page reload). Blocking,
   * removing, denying and ending revoke both, so none of them gets back in this way; the socket the
   * ticket opens goes through admission again.
   */
  async ticket(hub: TicketIssuer, memberId: string, token: string, media?: RoomMember['media']): Promise<string | null> {
    if (this.canResume(memberId, token)) return hub.reissue(memberId);
    // Not the token this instance knows: the stored row decides (several instances: another one, owning the room
    // since, may have given the member a newer token; in one process the row holds the same token as memory).
    const row = await this.members.find(memberId);
    if (!row) return this.waiterBack(hub, memberId, token);
    if (!safeEqual(row.resume_hash, sha256(token))) return null;
    const live = this.rooms.get(row.alias);
    if (live && this.admission.isBlocked(live, { memberId, accountId: row.account_id, deviceId: row.device_id })) return null;
    // Kept in memory only where the room lives (its leave forgets it). Another instance's member (several instances)
    // carries the token in the ticket to the room's owner, and is proven from the stored row here next time.
    if (live) this.resumeTokens.set(memberId, token);
    return hub.restore({
      memberId,
      alias: row.alias,
      displayName: row.display_name,
      accountId: row.account_id,
      role: row.role as RoomMember['role'],
      deviceId: row.device_id,
      restored: true,
      media,
      roles: row.room_roles ? row.room_roles.split(' ') : [],
      resumeToken: token,
    });
  }

  /**
   * Several instances: someone who was waiting in a room whose owner was lost has no stored row; the owner kept them
   * with their proof, so they go back to the waiting room (their place in the queue kept) like a newcomer meeting it.
   */
  private async waiterBack(hub: TicketIssuer, memberId: string, token: string): Promise<string | null> {
    const waiter = await this.keeper.waiter(memberId);
    if (!waiter || !safeEqual(waiter.proof, sha256(token))) return null;
    return hub.restore({
      memberId,
      alias: waiter.alias,
      displayName: waiter.displayName,
      accountId: waiter.accountId,
      role: waiter.isSpeaker ? 'speaker' : 'participant',
      deviceId: waiter.deviceId,
      waitingSince: waiter.since,
      resumeToken: token,
    });
  }
}
