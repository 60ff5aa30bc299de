/** Who answers the next QR call: pure, so that fairness and the busy rules are unit-tested. */
export interface AgentCandidate {
  accountId: number;
  /** Has the agent page open (a duty socket). */
  online: boolean;
  /** In the room of a call they accepted. */
  inCall: boolean;
  /** Being rung for another call right now. */
  ringing: boolean;
  /** When their last call ended or was offered (ms); the longest idle agent goes first. */
  lastActiveAt: number;
}

export const isFree = (agent: AgentCandidate) => agent.online && !agent.inCall && !agent.ringing;

/** The free agent idle the longest, skipping those already rung for this call; null when none is free. */
export function pickAgent(candidates: AgentCandidate[], tried: readonly number[] = []): number | null {
  const free = candidates.filter((agent) => isFree(agent) && !tried.includes(agent.accountId));
  free.sort((a, b) => a.lastActiveAt - b.lastActiveAt || a.accountId - b.accountId);
  return free[0]?.accountId ?? null;
}
