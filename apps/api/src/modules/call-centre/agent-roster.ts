import type { Connection } from '../../lib/connection';
import type { AgentCandidate } from './agent-selection';

/** After accepting, an agent counts as in the call until they reach its room (or this long passes). */
const CONNECT_GRACE_MS = 60_000;

interface AgentPresence {
  sockets: Set<Connection>;
  lastActiveAt: number;
  /** Room of the call they accepted, and when. */
  activeCall: { roomAlias: string; since: number } | null;
}

/**
 * Who of the agents is on duty (an open agent page), in a call, or was last active when: what the
 * ringing needs to pick a free agent.
 */
export class AgentRoster {
  private readonly agents = new Map<number, AgentPresence>();
  /** Agents seen in their call room once: leaving it frees them at once. */
  private readonly reachedRoom = new Set<string>();

  /** @param roomAccounts account ids of the participants of a live call room (the room controller). */
  constructor(private readonly roomAccounts: (alias: string) => number[]) {}

  presence(accountId: number): AgentPresence {
    let presence = this.agents.get(accountId);
    if (!presence) {
      presence = { sockets: new Set(), lastActiveAt: 0, activeCall: null };
      this.agents.set(accountId, presence);
    }
    return presence;
  }

  isOnline(accountId: number) {
    return (this.agents.get(accountId)?.sockets.size ?? 0) > 0;
  }

  private inCall(accountId: number): boolean {
    const active = this.agents.get(accountId)?.activeCall;
    if (!active) return false;
    if (this.roomAccounts(active.roomAlias).includes(accountId)) return true;
    if (Date.now() - active.since < CONNECT_GRACE_MS && !this.reachedRoom.has(`${accountId}|${active.roomAlias}`)) return true;
    this.agents.get(accountId)!.activeCall = null;
    return false;
  }

  /** The agents of a line as the agent selection sees them; `ringing` are those a call rings now. */
  candidates(accountIds: Array<number | null>, ringing: ReadonlySet<number>): AgentCandidate[] {
    return [...new Set(accountIds.filter((id): id is number => id !== null))].map((accountId) => {
      const active = this.agents.get(accountId)?.activeCall;
      if (active && this.roomAccounts(active.roomAlias).includes(accountId)) this.reachedRoom.add(`${accountId}|${active.roomAlias}`);
      return {
        accountId,
        online: this.isOnline(accountId),
        inCall: this.inCall(accountId),
        ringing: ringing.has(accountId),
        lastActiveAt: this.agents.get(accountId)?.lastActiveAt ?? 0,
      };
    });
  }

  sendToAgent(accountId: number, message: Record<string, unknown>) {
    for (const socket of this.agents.get(accountId)?.sockets ?? []) socket.send(message);
  }
}
