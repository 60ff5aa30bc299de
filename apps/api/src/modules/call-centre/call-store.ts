import type { LineRow } from './repository';
import type { Deadline } from './deadlines';
import type { CallProgress } from './ringing';

/** One visitor's call as every instance sees it (no sockets, no timers): what the store keeps. */
export interface StoredCall {
  id: string;
  token: string;
  line: LineRow;
  visitorName: string;
  progress: CallProgress;
  roomAlias: string | null;
  agentName: string | null;
  createdAt: number;
  /** Raised by each write: a transition is written only onto the version it was computed from. */
  version: number;
}

/** Whose sockets a message is for: a visitor's call page, or an agent's duty page. */
export type CallTarget = `call:${string}` | `agent:${number}`;

/** What a transition does beside replacing the call, in the same atomic step. */
export interface CallEffects {
  /** Ring this agent: refused ('agent_taken') when another call rings them already (on any instance). */
  claimRing?: { agentId: number; ms: number };
  /** This agent's ring for this call ends. */
  releaseRing?: number;
  /** Deadlines to drop, and one to set (ms from now). */
  unschedule: Deadline[];
  schedule?: { deadline: Deadline; inMs: number };
  /** The call is over: kept this long for a reloaded page, then forgotten. */
  finishedKeepMs?: number;
  /** Messages for the sockets of each target, on every instance, in the order the transitions were written. */
  sends: Array<{ to: CallTarget; message: Record<string, unknown> }>;
}

export type WriteResult = 'ok' | 'stale' | 'agent_taken';

/** An agent's record: when they last finished or were offered a call, and the call they took. */
export interface AgentRecord {
  lastActiveAt: number;
  activeCall: { roomAlias: string; since: number; reached: boolean } | null;
}

/**
 * Where the calls, the agents' presence, the rings and the deadlines live: this process's memory
 * (`memory-call-store.ts`) or, with several instances, Redis (`redis-call-store.ts`). The service is the same
 * over both: it computes each transition with `ringing.ts` and writes it here only onto the version it read.
 */
export interface CallStore {
  add(call: StoredCall, aliveMs: number): Promise<void>;
  get(callId: string): Promise<StoredCall | null>;
  write(before: StoredCall, after: StoredCall, effects: CallEffects): Promise<WriteResult>;
  /** The calls not yet over on a line (event id). */
  openCallsOf(eventId: number): Promise<string[]>;
  /** The call ringing this agent now, if any. */
  ringOf(agentId: number): Promise<string | null>;
  /** Those of these agents a call rings now. */
  ringing(agentIds: number[]): Promise<Set<number>>;

  /** A visitor socket of the call opened (+1) or closed (-1) here; whether the visitor still has one anywhere. */
  visitorSockets(callId: string, delta: 1 | -1): Promise<boolean>;
  visitorPresent(callId: string): Promise<boolean>;
  schedule(deadline: Deadline, inMs: number): Promise<void>;
  unschedule(deadline: Deadline): Promise<void>;
  /**
   * Called with each deadline once it is due, on one instance at a time; clustered, a deadline whose handling did
   * not finish (rejected, or its instance died) comes due again a few seconds later.
   */
  onDue(handler: (deadline: Deadline) => Promise<void>): void;

  /** An agent's duty sockets here: on (the first opened) or off (the last closed). */
  duty(agentId: number, on: boolean): Promise<void>;
  online(agentIds: number[]): Promise<Set<number>>;
  agents(agentIds: number[]): Promise<Map<number, AgentRecord>>;
  touch(agentId: number, at: number): Promise<void>;
  setActiveCall(agentId: number, call: AgentRecord['activeCall']): Promise<void>;
  /** Agents with a call they took, and its room (for the instance holding that room to say who is in it). */
  agentsInCall(): Promise<Array<{ agentId: number; roomAlias: string }>>;
  /** Said by the instance holding the call room: the agent is in it now (for a few seconds). */
  markInRoom(agentId: number): Promise<void>;
  /** Said by the instance holding the call room: the agent left it (the mark goes at once, not when it lapses). */
  leftRoom(agentId: number): Promise<void>;
  inRoom(agentIds: number[]): Promise<Set<number>>;

  /** Messages for a target's sockets reach this instance while it follows the target. */
  follow(target: CallTarget): Promise<void>;
  unfollow(target: CallTarget): void;
  onMessage(handler: (to: CallTarget, message: Record<string, unknown>) => void): void;
  close(): void;
}
