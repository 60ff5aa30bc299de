import type { Database } from '../../db/database';
import { AppError, errors } from '../../errors';
import { safeEqual } from '../../lib/secrets';
import type { ConferenceService } from '../conferences/service';
import type { OutboxService } from '../outbox/service';
import type { AccountPublisher } from '../notifications/service';
import { isFree, pickAgent } from './agent-selection';
import { AgentRoster } from './agent-roster';
import type { CallStore, StoredCall } from './call-store';
import type { Deadline } from './deadlines';
import { CallSocketComings } from './socket-comings';
import { callCentreErrors } from './errors';
import { CallCentreLines } from './lines';
import { CallCentreRepository } from './repository';
import { agentLeft, callJson, effectsOf, newCall, ringMessage } from './live-call';
import { MemoryCallStore } from './memory-call-store';
import { advance, isFinal, RING_TIMEOUT_MS, type CallEvent } from './ringing';

/** Finished calls stay readable (detail) for a while so a reloaded page still learns the outcome. */
const KEEP_FINISHED_MS = 10 * 60_000;
/** A call nobody finishes (every instance gone) is forgotten after this. */
const KEEP_OPEN_MS = 2 * 60 * 60_000;
/** How often the instance holding a call room says which agents are in it. */
const PRESENCE_MS = 1000;
/** Two instances changing one call at once: the loser reads it again, this many times at most. */
const WRITE_ATTEMPTS = 8;

export interface CallCentreDeps {
  db: Database;
  conferences: ConferenceService;
  outbox: OutboxService;
  publisher: AccountPublisher;
  /** Account ids of the participants of a live call room held here (the room door). */
  roomAccounts: (alias: string) => number[];
  ringTimeoutMs?: number;
  /** How long a visitor whose page dropped has to come back (socket-comings.ts VISITOR_GRACE_MS by default). */
  visitorGraceMs?: number;
  /** Where calls, agents' presence and deadlines live: memory (one process) or Redis (several instances). */
  store?: CallStore;
  /** Told when a deadline could not be acted on. */
  warn?: (error: unknown, what: string) => void;
}

/**
 * QR-call contact centre: a host turns an event into a line with agents (lines.ts); a visitor who scans its
 * QR code places a call; the service rings one free agent at a time (ringing.ts, agent-roster.ts), and on
 * accept creates a one-off instant event hosted by the agent where both meet. Every change of a call is
 * computed from the version read and written only onto it (`call-store.ts`), so any instance may make it.
 */
export class CallCentreService {
  readonly repository: CallCentreRepository;
  readonly lines: CallCentreLines;
  private readonly store: CallStore;
  /** The visitors' and agents' sockets coming and going (`socket-comings.ts`). */
  readonly comings: CallSocketComings;
  private readonly roster: AgentRoster;
  private readonly ringTimeoutMs: number;
  private readonly presence: NodeJS.Timeout;
  private readonly leaving = new Set<string>();

  constructor(private readonly deps: CallCentreDeps) {
    this.repository = new CallCentreRepository(deps.db);
    this.store = deps.store ?? new MemoryCallStore();
    this.comings = new CallSocketComings(this.store, (callId, event) => this.change(callId, event), deps.visitorGraceMs);
    this.roster = new AgentRoster(this.store, deps.roomAccounts);
    this.lines = new CallCentreLines({
      repository: this.repository,
      conferences: deps.conferences,
      outbox: deps.outbox,
      online: (ids) => this.roster.online(ids),
    });
    this.ringTimeoutMs = deps.ringTimeoutMs ?? RING_TIMEOUT_MS;
    this.store.onDue((deadline) =>
      this.deadline(deadline).catch((error: unknown) => {
        deps.warn?.(error, 'call-centre deadline');
        throw error; // clustered, it comes due again
      }),
    );
    this.presence = setInterval(() => void this.roster.markPresent().catch(() => undefined), PRESENCE_MS);
    this.presence.unref();
  }

  /** Someone left live room `alias` here (the room door's observer): its agent, if it was a call's, is free again. */
  roomLeft(alias: string) {
    if (this.leaving.has(alias)) return; // a crowd leaving at once is one look
    this.leaving.add(alias);
    setImmediate(() => {
      this.leaving.delete(alias);
      void this.roster.left(alias).catch((error: unknown) => this.deps.warn?.(error, 'call-centre room leave'));
    });
  }

  // ---- lines (host) ----

  /** Ends the line and cancels the calls still on it. */
  async deleteLine(hostId: number, alias: string) {
    const eventId = await this.lines.deleteLine(hostId, alias);
    for (const callId of await this.store.openCallsOf(eventId)) await this.change(callId, { type: 'cancel', by: 'line' });
    return { ok: true as const };
  }

  // ---- visitor ----

  async shortDetail(alias: string) {
    const line = await this.lines.openLine(alias);
    const agents = await this.repository.agents(line.event_id);
    return {
      alias: line.alias,
      topic: line.topic,
      host: { display_name: line.host_display_name },
      expires_at: line.expires_at ? new Date(line.expires_at).toISOString() : null,
      agents_available: (await this.roster.candidates(agents.map((agent) => agent.account_id))).filter(isFree).length,
    };
  }

  /** A visitor places a call: 409 agents_busy when no agent is free, else the call rings an agent. */
  async placeCall(alias: string, displayName: string) {
    const name = displayName.trim();
    if (!name) throw errors.fieldRequired('display_name');
    const line = await this.lines.openLine(alias);
    const agentIds = (await this.repository.agents(line.event_id)).map((agent) => agent.account_id);
    if (pickAgent(await this.roster.candidates(agentIds)) === null) throw callCentreErrors.agentsBusy();
    const call = newCall(line, name);
    await this.store.add(call, KEEP_OPEN_MS);
    await this.ringNext(call.id);
    // Visitors who never open their socket still get the outcome by polling; a dropped page cancels (socket-comings.ts).
    return { ...callJson((await this.store.get(call.id)) ?? call), call_token: call.token };
  }

  /** The visitor's view of their call (authorised by the call token). */
  async visitorCall(callId: string, token: string) {
    const call = await this.store.get(callId);
    if (!call || !safeEqual(call.token, token)) throw callCentreErrors.callNotFound();
    return call;
  }

  async cancelByVisitor(callId: string, token: string) {
    const call = await this.visitorCall(callId, token);
    return callJson((await this.change(call.id, { type: 'cancel', by: 'visitor' })) ?? call);
  }

  /** The agent answers a ringing call; accepting creates the room both will meet in. */
  async answer(accountId: number, callId: string, accept: boolean, base: string) {
    const call = await this.store.get(callId);
    if (!call) throw callCentreErrors.callNotFound();
    if (call.progress.agentId !== accountId || call.progress.state !== 'ringing') {
      if (call.progress.state === 'accepted' && call.progress.agentId === accountId) return callJson(call);
      throw new AppError(
        409,
        'call_not_ringing',
        call.progress.state === 'cancelled' ? 'The caller hung up.' : 'This call is no longer ringing for you.',
        'call_id',
        { state: callJson(call).state },
      );
    }
    if (!accept) return callJson((await this.change(callId, { type: 'declined', agentId: accountId })) ?? call);
    // Hold the ring while the room is created, so that a timeout cannot pass the call on meanwhile.
    await this.store.unschedule({ kind: 'ring', callId, agentId: accountId });
    const event = await this.deps.conferences
      .create(
        accountId,
        { topic: `${call.line.topic}: ${call.visitorName}`.slice(0, 200), call_type: 'instant', mode: 'meeting', duration_minutes: 60 },
        base,
      )
      .catch(async (error: unknown) => {
        // No room: the ring goes on (and times out) as if the agent had not answered yet.
        await this.store.schedule({ kind: 'ring', callId, agentId: accountId }, this.ringTimeoutMs);
        throw error;
      });
    // In the call from now on (never free for a moment between the ring and the room).
    await this.store.setActiveCall(accountId, { roomAlias: event.alias, since: Date.now(), reached: false });
    const after = await this.change(
      callId,
      { type: 'accepted', agentId: accountId },
      { roomAlias: event.alias, agentName: event.host.display_name },
    );
    if (after?.progress.state === 'accepted') return callJson(after);
    await this.store.setActiveCall(accountId, null); // the visitor hung up meanwhile
    return callJson(after ?? call);
  }

  close() {
    clearInterval(this.presence);
    this.store.close();
  }

  // ---- internals ----

  private async deadline(deadline: Deadline) {
    if (deadline.kind === 'ring') await this.change(deadline.callId, { type: 'no_answer', agentId: deadline.agentId });
    else if (await this.store.visitorPresent(deadline.callId)) return;
    // The visitor's instances stopped renewing their presence (killed): their grace starts now, as if their page closed.
    else if (deadline.kind === 'presence') await this.comings.startGrace(deadline.callId);
    else await this.change(deadline.callId, { type: 'cancel', by: 'visitor' });
  }

  /** Rings the free agent idle the longest; one another instance rang meanwhile is skipped. */
  private async ringNext(callId: string) {
    const call = await this.store.get(callId);
    if (call?.progress.state !== 'searching') return;
    const agentIds = (await this.repository.agents(call.line.event_id)).map((agent) => agent.account_id);
    const taken: number[] = [];
    for (;;) {
      const next = pickAgent(await this.roster.candidates(agentIds), [...call.progress.tried, ...taken]);
      const done = await this.apply(callId, next === null ? { type: 'no_agent' } : { type: 'ring', agentId: next });
      if (done !== 'agent_taken' || next === null) return;
      taken.push(next);
    }
  }

  /** A change that rings nobody new (only a ring can find its agent taken). */
  private async change(callId: string, event: Exclude<CallEvent, { type: 'ring' }>, patch: Partial<StoredCall> = {}) {
    const done = await this.apply(callId, event, patch);
    return done === 'agent_taken' ? null : done;
  }

  /**
   * Feeds the machine and writes the result with what it means (ring, stop ringing, tell both sides), onto the
   * version read: another instance's change meanwhile means reading again. The call after it (null: gone), or
   * 'agent_taken' when the agent to ring is rung by another call.
   */
  private async apply(callId: string, event: CallEvent, patch: Partial<StoredCall> = {}): Promise<StoredCall | null | 'agent_taken'> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const call = await this.store.get(callId);
      if (!call) return null;
      const progress = advance(call.progress, event);
      if (progress === call.progress) return call;
      const after: StoredCall = { ...call, ...patch, progress };
      const written = await this.store.write(call, after, effectsOf(call, after, this.ringTimeoutMs, KEEP_FINISHED_MS));
      if (written === 'agent_taken') return written;
      if (written === 'stale') continue;
      await this.settled(call, after);
      return { ...after, version: call.version + 1 };
    }
    throw errors.clusterUnavailable(); // never in practice: eight changes of one call by others within one write
  }

  /** What follows a written change: the agent's idle time, the ring on their account's other pages, the next ring, the log. */
  private async settled(before: StoredCall, after: StoredCall) {
    const left = agentLeft(before, after);
    if (left !== null) await this.store.touch(left, Date.now());
    if (after.progress.state === 'ringing' && after.progress.agentId !== null && before.progress.state !== 'ringing')
      this.deps.publisher.publishToAccount(after.progress.agentId, ringMessage(after));
    if (after.progress.state === 'searching')
      void this.ringNext(after.id).catch(() => this.change(after.id, { type: 'no_agent' }).catch(() => undefined));
    if (isFinal(after.progress.state)) this.repository.logFinished(after);
  }
}
