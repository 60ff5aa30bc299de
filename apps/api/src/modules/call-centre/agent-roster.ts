import type { AgentCandidate } from './agent-selection';
import type { AgentRecord, CallStore } from './call-store';

/** After accepting, an agent counts as in the call until they reach its room (or this long passes). */
const CONNECT_GRACE_MS = 60_000;

/**
 * Who of the agents is on duty (an open agent page on any instance), in a call, or was last active when: what
 * the ringing needs to pick a free agent. The facts are in the store; whether an agent is in their call's room
 * is known to the instance holding that room, which says so (`markPresent`) for the others.
 */
export class AgentRoster {
  /** @param roomAccounts account ids of the participants of a live call room held here (the room door). */
  constructor(
    private readonly store: CallStore,
    private readonly roomAccounts: (alias: string) => number[],
  ) {}

  online(accountIds: number[]) {
    return this.store.online(accountIds);
  }

  /** The agents of a line as the agent selection sees them. */
  async candidates(accountIds: Array<number | null>): Promise<AgentCandidate[]> {
    const ids = [...new Set(accountIds.filter((id): id is number => id !== null))];
    const [online, ringing, records, inRoom] = await Promise.all([
      this.store.online(ids),
      this.store.ringing(ids),
      this.store.agents(ids),
      this.store.inRoom(ids),
    ]);
    return Promise.all(
      ids.map(async (accountId) => ({
        accountId,
        online: online.has(accountId),
        inCall: await this.inCall(accountId, records.get(accountId)!, inRoom.has(accountId)),
        ringing: ringing.has(accountId),
        lastActiveAt: records.get(accountId)!.lastActiveAt,
      })),
    );
  }

  /** For the call rooms held here: which agents are in them now (the other instances cannot see it). */
  async markPresent() {
    for (const { agentId, roomAlias } of await this.store.agentsInCall())
      if (this.roomAccounts(roomAlias).includes(agentId)) await this.store.markInRoom(agentId);
  }

  /**
   * Someone left call room `alias`, held here: an agent of its call who is no longer in it is free for the next
   * caller at once on every instance (without this, when the in-room mark lapses: up to 3 s).
   */
  async left(alias: string) {
    const present = this.roomAccounts(alias);
    for (const { agentId, roomAlias } of await this.store.agentsInCall())
      if (roomAlias === alias && !present.includes(agentId)) await this.store.leftRoom(agentId);
  }

  private async inCall(accountId: number, record: AgentRecord, markedInRoom: boolean): Promise<boolean> {
    const active = record.activeCall;
    if (!active) return false;
    if (this.roomAccounts(active.roomAlias).includes(accountId)) {
      if (!active.reached) await this.store.markInRoom(accountId);
      return true;
    }
    // Held by another instance, which says so for a few seconds at a time (so a leave there frees them within 3 s).
    if (markedInRoom) return true;
    // Seen in the room once: leaving it frees them at once.
    if (Date.now() - active.since < CONNECT_GRACE_MS && !active.reached) return true;
    await this.store.setActiveCall(accountId, null);
    return false;
  }
}
