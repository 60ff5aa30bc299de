import type { Database } from '../../db/database';
import { AppError, errors } from '../../errors';
import { safeEqual } from '../../lib/secrets';
import type { ConferenceService } from '../conferences/service';
import type { OutboxService } from '../outbox/service';
import type { Connection } from '../../lib/connection';
import type { AccountPublisher } from '../notifications/service';
import { pickAgent } from './agent-selection';
import { AgentRoster } from './agent-roster';
import { callCentreErrors } from './errors';
import { CallCentreLines } from './lines';
import { CallCentreRepository } from './repository';
import { callJson, newLiveCall, ringMessage, type LiveCall } from './live-call';
import { advance, isFinal, RING_TIMEOUT_MS, type CallEvent } from './ringing';

/** A visitor whose page dropped has this long to come back before the call is cancelled. */
const VISITOR_GRACE_MS = 10_000;
/** Finished calls stay readable (detail) for a while so a reloaded page still learns the outcome. */
const KEEP_FINISHED_MS = 10 * 60_000;

export interface CallCentreDeps {
  db: Database;
  conferences: ConferenceService;
  outbox: OutboxService;
  publisher: AccountPublisher;
  /** Account ids of the participants of a live call room (the room controller). */
  roomAccounts: (alias: string) => number[];
  ringTimeoutMs?: number;
}

/**
 * QR-call contact centre: a host turns an event into a line with agents (lines.ts); a visitor who scans its
 * QR code places a call; the service rings one free agent at a time (ringing.ts, agent-roster.ts), and on
 * accept creates a one-off instant event hosted by the agent where both meet.
 */
export class CallCentreService {
  readonly repository: CallCentreRepository;
  readonly lines: CallCentreLines;
  private readonly calls = new Map<string, LiveCall>();
  private readonly roster: AgentRoster;
  private readonly ringTimeoutMs: number;

  constructor(private readonly deps: CallCentreDeps) {
    this.repository = new CallCentreRepository(deps.db);
    this.roster = new AgentRoster(deps.roomAccounts);
    this.lines = new CallCentreLines({
      repository: this.repository,
      conferences: deps.conferences,
      outbox: deps.outbox,
      isOnline: (id) => this.roster.isOnline(id),
    });
    this.ringTimeoutMs = deps.ringTimeoutMs ?? RING_TIMEOUT_MS;
  }

  // ---- lines (host) ----

  /** Ends the line and cancels the calls still on it. */
  async deleteLine(hostId: number, alias: string) {
    const eventId = await this.lines.deleteLine(hostId, alias);
    for (const call of this.calls.values()) if (call.line.event_id === eventId) this.apply(call, { type: 'cancel', by: 'line' });
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
      agents_available: this.candidates(agents.map((agent) => agent.account_id)).filter((c) => c.online && !c.inCall && !c.ringing).length,
    };
  }

  /** A visitor places a call: 409 agents_busy when no agent is free, else the call rings an agent. */
  async placeCall(alias: string, displayName: string) {
    const name = displayName.trim();
    if (!name) throw errors.fieldRequired('display_name');
    const line = await this.lines.openLine(alias);
    const agentIds = (await this.repository.agents(line.event_id)).map((agent) => agent.account_id);
    if (pickAgent(this.candidates(agentIds)) === null) throw callCentreErrors.agentsBusy();
    const call = newLiveCall(line, name);
    this.calls.set(call.id, call);
    await this.ringNext(call);
    // Visitors who never open their socket still get the outcome by polling; a dropped page cancels (see visitorSocket).
    return { ...callJson(call), call_token: call.token };
  }

  /** The visitor's view of their call (authorised by the call token). */
  visitorCall(callId: string, token: string) {
    const call = this.calls.get(callId);
    if (!call || !safeEqual(call.token, token)) throw callCentreErrors.callNotFound();
    return call;
  }

  cancelByVisitor(callId: string, token: string) {
    const call = this.visitorCall(callId, token);
    this.apply(call, { type: 'cancel', by: 'visitor' });
    return callJson(call);
  }

  /** The visitor's live channel: state pushes; closing it for good cancels a call still ringing. */
  visitorSocket(call: LiveCall, connection: Connection) {
    call.visitorSockets.add(connection);
    if (call.visitorTimer) clearTimeout(call.visitorTimer);
    call.visitorTimer = null;
    connection.send({ type: 'qr_call.state', call: callJson(call) });
    return () => {
      call.visitorSockets.delete(connection);
      if (call.visitorSockets.size > 0 || isFinal(call.progress.state)) return;
      call.visitorTimer = setTimeout(() => this.apply(call, { type: 'cancel', by: 'visitor' }), VISITOR_GRACE_MS);
      call.visitorTimer.unref?.();
    };
  }

  // ---- agent ----

  /** An agent opened their page: they are on duty while the socket is open. Rings waiting for them are re-sent. */
  agentSocket(accountId: number, connection: Connection) {
    const presence = this.roster.presence(accountId);
    presence.sockets.add(connection);
    connection.send({ type: 'qr_call.welcome' });
    for (const call of this.calls.values()) {
      if (call.progress.state === 'ringing' && call.progress.agentId === accountId) connection.send(ringMessage(call));
    }
    return () => {
      presence.sockets.delete(connection);
      if (presence.sockets.size > 0) return;
      for (const call of this.calls.values()) {
        if (call.progress.state === 'ringing' && call.progress.agentId === accountId)
          this.apply(call, { type: 'agent_gone', agentId: accountId });
      }
    };
  }

  /** The agent answers a ringing call; accepting creates the room both will meet in. */
  async answer(accountId: number, callId: string, accept: boolean, base: string) {
    const call = this.calls.get(callId);
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
    if (!accept) {
      this.apply(call, { type: 'declined', agentId: accountId });
      return callJson(call);
    }
    // Hold the ring while the room is created, so that a timeout cannot pass the call on meanwhile.
    if (call.ringTimer) clearTimeout(call.ringTimer);
    const event = await this.deps.conferences.create(
      accountId,
      {
        topic: `${call.line.topic}: ${call.visitorName}`.slice(0, 200),
        call_type: 'instant',
        mode: 'meeting',
        duration_minutes: 60,
      },
      base,
    );
    if (call.progress.state !== 'ringing') return callJson(call); // the visitor hung up meanwhile
    call.roomAlias = event.alias;
    call.agentName = event.host.display_name;
    this.roster.presence(accountId).activeCall = { roomAlias: event.alias, since: Date.now() };
    this.apply(call, { type: 'accepted', agentId: accountId });
    return callJson(call);
  }

  close() {
    for (const call of this.calls.values()) {
      if (call.ringTimer) clearTimeout(call.ringTimer);
      if (call.visitorTimer) clearTimeout(call.visitorTimer);
    }
    this.calls.clear();
  }

  // ---- internals ----

  private candidates(accountIds: Array<number | null>) {
    const ringing = new Set<number>();
    for (const call of this.calls.values())
      if (call.progress.state === 'ringing' && call.progress.agentId !== null) ringing.add(call.progress.agentId);
    return this.roster.candidates(accountIds, ringing);
  }

  private async ringNext(call: LiveCall) {
    const agentIds = (await this.repository.agents(call.line.event_id)).map((agent) => agent.account_id);
    if (call.progress.state !== 'searching') return;
    const next = pickAgent(this.candidates(agentIds), call.progress.tried);
    this.apply(call, next === null ? { type: 'no_agent' } : { type: 'ring', agentId: next });
  }

  /** Feeds the machine and carries out what the new state means: ring, stop ringing, tell both sides, log. */
  private apply(call: LiveCall, event: CallEvent) {
    const before = call.progress;
    const after = advance(before, event);
    if (after === before) return;
    call.progress = after;
    if (call.ringTimer) clearTimeout(call.ringTimer);
    call.ringTimer = null;

    const previousAgent = before.state === 'ringing' ? before.agentId : null;
    if (previousAgent !== null && (after.state !== 'ringing' || after.agentId !== previousAgent)) {
      const presence = this.roster.presence(previousAgent);
      presence.lastActiveAt = Date.now();
      const outcome = after.state === 'accepted' ? 'accepted' : after.state === 'cancelled' ? 'cancelled' : 'missed';
      this.roster.sendToAgent(previousAgent, {
        type: 'qr_call.ended',
        call_id: call.id,
        outcome,
        room_alias: after.state === 'accepted' ? call.roomAlias : null,
      });
    }
    if (after.state === 'ringing' && after.agentId !== null) {
      const agentId = after.agentId;
      this.roster.sendToAgent(agentId, ringMessage(call));
      this.deps.publisher.publishToAccount(agentId, ringMessage(call));
      call.ringTimer = setTimeout(() => this.apply(call, { type: 'no_answer', agentId }), this.ringTimeoutMs);
      call.ringTimer.unref?.();
    }
    if (after.state === 'searching') void this.ringNext(call).catch(() => this.apply(call, { type: 'no_agent' }));

    const state = { type: 'qr_call.state', call: callJson(call) };
    for (const socket of call.visitorSockets) socket.send(state);
    if (isFinal(after.state)) {
      if (call.visitorTimer) clearTimeout(call.visitorTimer);
      this.logFinished(call);
      setTimeout(() => this.calls.delete(call.id), KEEP_FINISHED_MS).unref?.();
    }
  }

  /** A call that ended goes into the line's log (a failed write loses only the log line). */
  private logFinished(call: LiveCall) {
    void this.repository
      .logCall({
        callId: call.id,
        eventId: call.line.event_id,
        visitorName: call.visitorName,
        agentId: call.progress.agentId,
        outcome: call.progress.state,
        roomAlias: call.roomAlias,
      })
      .catch(() => undefined);
  }
}
