import type { AgentRecord, CallEffects, CallStore, CallTarget, StoredCall, WriteResult } from './call-store';
import { deadlineName, type Deadline } from './deadlines';
import { isFinal } from './ringing';

/**
 * One process's calls (no `REDIS_URL`): maps and timers in memory, every write applied at once and its messages
 * delivered to this process's sockets before `write` returns, as the service always did.
 */
export class MemoryCallStore implements CallStore {
  private readonly calls = new Map<string, StoredCall>();
  private readonly expiry = new Map<string, NodeJS.Timeout>();
  private readonly rings = new Map<number, string>();
  private readonly visitors = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly onDuty = new Set<number>();
  private readonly records = new Map<number, AgentRecord>();
  private due: (deadline: Deadline) => Promise<void> = async () => undefined;
  private deliver: (to: CallTarget, message: Record<string, unknown>) => void = () => undefined;

  async add(call: StoredCall, aliveMs: number) {
    this.calls.set(call.id, { ...call });
    this.expire(call.id, aliveMs);
  }

  async get(callId: string) {
    const call = this.calls.get(callId);
    return call ? { ...call } : null;
  }

  async write(before: StoredCall, after: StoredCall, effects: CallEffects): Promise<WriteResult> {
    if (this.calls.get(before.id)?.version !== before.version) return 'stale';
    if (effects.claimRing) {
      if (this.rings.has(effects.claimRing.agentId)) return 'agent_taken';
      this.rings.set(effects.claimRing.agentId, before.id);
    }
    if (effects.releaseRing !== undefined && this.rings.get(effects.releaseRing) === before.id) this.rings.delete(effects.releaseRing);
    this.calls.set(before.id, { ...after, version: before.version + 1 });
    for (const deadline of effects.unschedule) await this.unschedule(deadline);
    if (effects.schedule) await this.schedule(effects.schedule.deadline, effects.schedule.inMs);
    if (effects.finishedKeepMs !== undefined) {
      this.expire(before.id, effects.finishedKeepMs);
      this.visitors.delete(before.id);
    }
    for (const send of effects.sends) this.deliver(send.to, send.message);
    return 'ok';
  }

  async openCallsOf(eventId: number) {
    return [...this.calls.values()].filter((call) => call.line.event_id === eventId && !isFinal(call.progress.state)).map((c) => c.id);
  }

  async ringOf(agentId: number) {
    return this.rings.get(agentId) ?? null;
  }

  async ringing(agentIds: number[]) {
    return new Set(agentIds.filter((id) => this.rings.has(id)));
  }

  async visitorSockets(callId: string, delta: 1 | -1) {
    const count = Math.max(0, (this.visitors.get(callId) ?? 0) + delta);
    if (count) this.visitors.set(callId, count);
    else this.visitors.delete(callId);
    return count > 0;
  }

  async visitorPresent(callId: string) {
    return (this.visitors.get(callId) ?? 0) > 0;
  }

  async schedule(deadline: Deadline, inMs: number) {
    const name = deadlineName(deadline);
    clearTimeout(this.timers.get(name));
    const timer = setTimeout(() => {
      this.timers.delete(name);
      this.due(deadline).catch(() => undefined); // the service has said why
    }, inMs);
    timer.unref?.();
    this.timers.set(name, timer);
  }

  async unschedule(deadline: Deadline) {
    const name = deadlineName(deadline);
    clearTimeout(this.timers.get(name));
    this.timers.delete(name);
  }

  onDue(handler: (deadline: Deadline) => Promise<void>) {
    this.due = handler;
  }

  async duty(agentId: number, on: boolean) {
    if (on) this.onDuty.add(agentId);
    else this.onDuty.delete(agentId);
  }

  async online(agentIds: number[]) {
    return new Set(agentIds.filter((id) => this.onDuty.has(id)));
  }

  async agents(agentIds: number[]) {
    return new Map(agentIds.map((id) => [id, this.records.get(id) ?? { lastActiveAt: 0, activeCall: null }]));
  }

  async touch(agentId: number, at: number) {
    this.records.set(agentId, { activeCall: null, ...this.records.get(agentId), lastActiveAt: at });
  }

  async setActiveCall(agentId: number, call: AgentRecord['activeCall']) {
    this.records.set(agentId, { lastActiveAt: 0, ...this.records.get(agentId), activeCall: call });
  }

  async agentsInCall() {
    return [...this.records].flatMap(([agentId, record]) =>
      record.activeCall ? [{ agentId, roomAlias: record.activeCall.roomAlias }] : [],
    );
  }

  /** One process holds every room: the roster sees who is in them itself; only "reached once" is kept. */
  async markInRoom(agentId: number) {
    const active = this.records.get(agentId)?.activeCall;
    if (active) active.reached = true;
  }

  async inRoom() {
    return new Set<number>();
  }

  /** No marks to take back: the roster sees the rooms of this one process itself. */
  async leftRoom() {}

  async follow() {}
  unfollow() {}
  onMessage(handler: (to: CallTarget, message: Record<string, unknown>) => void) {
    this.deliver = handler;
  }

  close() {
    for (const timer of [...this.timers.values(), ...this.expiry.values()]) clearTimeout(timer);
    this.timers.clear();
    this.expiry.clear();
    this.calls.clear();
  }

  private expire(callId: string, ms: number) {
    clearTimeout(this.expiry.get(callId));
    const timer = setTimeout(() => {
      this.calls.delete(callId);
      this.expiry.delete(callId);
    }, ms);
    timer.unref?.();
    this.expiry.set(callId, timer);
  }
}
