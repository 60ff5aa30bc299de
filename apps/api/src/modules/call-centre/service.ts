import type { QrLineBody } from '@platform/contracts';
import type { Database } from '../../db/database';
import { AppError, errors } from '../../errors';
import { randomHex, randomToken, safeEqual } from '../../lib/secrets';
import type { ConferenceService } from '../conferences/service';
import type { OutboxService } from '../outbox/service';
import type { Connection } from '../signal/rooms/dispatcher';
import type { AccountPublisher } from '../notifications/service';
import { pickAgent, type AgentCandidate } from './agent-selection';
import { lineStatus, parseExpiry } from './expiry';
import { CallCentreRepository, type LineRow } from './repository';
import { advance, initialCall, isFinal, RING_TIMEOUT_MS, type CallEvent, type CallProgress } from './ringing';
import { isEmail } from '@platform/contracts';

export const MAX_AGENTS = 50;
/** After accepting, an agent counts as in the call until they reach its room (or this long passes). */
const CONNECT_GRACE_MS = 60_000;
/** A visitor whose page dropped has this long to come back before the call is cancelled. */
const VISITOR_GRACE_MS = 10_000;
/** Finished calls stay readable (detail) for a while so a reloaded page still learns the outcome. */
const KEEP_FINISHED_MS = 10 * 60_000;

export const callCentreErrors = {
  qrInvalid: () => new AppError(404, 'qr_invalid', 'This QR code is not valid. Please contact its owner.', 'alias'),
  qrExpired: () => new AppError(410, 'qr_expired', 'This QR call has expired.', 'alias'),
  agentsBusy: () => new AppError(409, 'agents_busy', 'All call agents are busy. Please try again.'),
  callNotFound: () => new AppError(404, 'call_not_found', 'This call is over.', 'call_id'),
};

interface LiveCall {
  id: string;
  token: string;
  line: LineRow;
  visitorName: string;
  progress: CallProgress;
  roomAlias: string | null;
  agentName: string | null;
  ringTimer: NodeJS.Timeout | null;
  visitorTimer: NodeJS.Timeout | null;
  visitorSockets: Set<Connection>;
  createdAt: number;
}

interface AgentPresence {
  sockets: Set<Connection>;
  lastActiveAt: number;
  /** Room of the call they accepted, and when. */
  activeCall: { roomAlias: string; since: number } | null;
}

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
 * QR-call contact centre: a host turns an event into a line with agents; a visitor who scans its QR code
 * places a call; the service rings one free agent at a time (ringing.ts), and on accept creates a one-off
 * instant event hosted by the agent where both meet.
 */
export class CallCentreService {
  readonly repository: CallCentreRepository;
  private readonly calls = new Map<string, LiveCall>();
  private readonly agents = new Map<number, AgentPresence>();
  private readonly ringTimeoutMs: number;

  constructor(private readonly deps: CallCentreDeps) {
    this.repository = new CallCentreRepository(deps.db);
    this.ringTimeoutMs = deps.ringTimeoutMs ?? RING_TIMEOUT_MS;
  }

  // ---- lines (host) ----

  qrUrl = (base: string, alias: string) => `${base}/review/qr-code?alias=${encodeURIComponent(alias)}`;
  agentUrl = (base: string, alias: string) => `${base}/review/qr-code?agent=1&alias=${encodeURIComponent(alias)}`;

  async lineJson(line: LineRow, base: string) {
    const agents = await this.repository.agents(line.event_id);
    return {
      alias: line.alias,
      topic: line.topic,
      expires_at: line.expires_at ? new Date(line.expires_at).toISOString() : null,
      status: lineStatus(line.expires_at),
      qr_url: this.qrUrl(base, line.alias),
      agent_url: this.agentUrl(base, line.alias),
      agents: agents.map((agent) => ({
        email: agent.email,
        display_name: agent.display_name,
        registered: agent.account_id !== null,
        online: agent.account_id !== null && this.isOnline(agent.account_id),
      })),
    };
  }

  async getLine(hostId: number, alias: string, base: string) {
    await this.deps.conferences.hostedEvent(hostId, alias);
    const line = await this.repository.lineByAlias(alias);
    if (!line) throw errors.notFound('Call-centre line');
    return this.lineJson(line, base);
  }

  /** Turns the host's event into a line (or updates it); newly added agents get an e-mail with their page. */
  async saveLine(hostId: number, input: QrLineBody, base: string) {
    const event = await this.deps.conferences.hostedEvent(hostId, input.alias);
    const emails = [...new Set(input.agents.map((email) => email.trim().toLowerCase()).filter(Boolean))];
    if (emails.length === 0) throw errors.fieldRequired('agents');
    if (emails.length > MAX_AGENTS) throw errors.invalidInput('agents', `At most ${MAX_AGENTS} agents.`);
    const bad = emails.findIndex((email) => !isEmail(email));
    if (bad >= 0) throw errors.emailInvalid(`agents[${bad}]`);
    const expiresAt = parseExpiry(input.expires_at);
    if (expiresAt === 'invalid') throw errors.invalidInput('expires_at', 'The expiry must be a time in the future.');
    const before = new Set((await this.repository.agents(event.id)).map((agent) => agent.email));
    await this.deps.outbox.admit(hostId, emails.filter((email) => !before.has(email)));
    await this.repository.saveLine(event.id, expiresAt, emails);
    for (const email of emails.filter((email) => !before.has(email))) {
      await this.deps.outbox.send({
        to: email,
        channel: 'email',
        subject: `You answer calls for ${event.topic}`,
        body: `${event.host_display_name} added you as a call agent for ${event.topic}. Open this page to take calls: ${this.agentUrl(base, event.alias)}`,
      }, hostId);
    }
    return this.lineJson((await this.repository.lineByAlias(event.alias))!, base);
  }

  async deleteLine(hostId: number, alias: string) {
    const event = await this.deps.conferences.hostedEvent(hostId, alias);
    await this.repository.deleteLine(event.id);
    for (const call of this.calls.values()) if (call.line.event_id === event.id) this.apply(call, { type: 'cancel', by: 'line' });
    return { ok: true as const };
  }

  /** Lines the account answers for (agent page). */
  async agentLines(email: string | null, base: string) {
    if (!email) return { items: [] };
    const lines = await this.repository.linesOfAgent(email);
    return { items: lines.map((line) => ({ alias: line.alias, topic: line.topic, host: { display_name: line.host_display_name }, status: lineStatus(line.expires_at), agent_url: this.agentUrl(base, line.alias) })) };
  }

  // ---- visitor ----

  /** The line behind a QR code, or the spec's invalid / expired errors. */
  async openLine(alias: string): Promise<LineRow> {
    const line = await this.repository.lineByAlias(alias);
    if (!line) throw callCentreErrors.qrInvalid();
    if (lineStatus(line.expires_at) === 'expired') throw callCentreErrors.qrExpired();
    return line;
  }

  async shortDetail(alias: string) {
    const line = await this.openLine(alias);
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
    const line = await this.openLine(alias);
    const agentIds = (await this.repository.agents(line.event_id)).map((agent) => agent.account_id);
    if (pickAgent(this.candidates(agentIds)) === null) throw callCentreErrors.agentsBusy();
    const call: LiveCall = {
      id: randomHex(10), token: randomToken(18), line, visitorName: name.slice(0, 100), progress: initialCall(),
      roomAlias: null, agentName: null, ringTimer: null, visitorTimer: null, visitorSockets: new Set(), createdAt: Date.now(),
    };
    this.calls.set(call.id, call);
    await this.ringNext(call);
    // Visitors who never open their socket still get the outcome by polling; a dropped page cancels (see visitorSocket).
    return { ...this.callJson(call), call_token: call.token };
  }

  callJson(call: LiveCall) {
    return {
      call_id: call.id,
      alias: call.line.alias,
      state: call.progress.state === 'searching' ? 'ringing' : call.progress.state,
      agent_name: call.agentName,
      room_alias: call.progress.state === 'accepted' ? call.roomAlias : null,
      cancelled_by: call.progress.cancelledBy,
    };
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
    return this.callJson(call);
  }

  /** The visitor's live channel: state pushes; closing it for good cancels a call still ringing. */
  visitorSocket(call: LiveCall, connection: Connection) {
    call.visitorSockets.add(connection);
    if (call.visitorTimer) clearTimeout(call.visitorTimer);
    call.visitorTimer = null;
    connection.send({ type: 'qr_call.state', call: this.callJson(call) });
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
    const presence = this.presence(accountId);
    presence.sockets.add(connection);
    connection.send({ type: 'qr_call.welcome' });
    for (const call of this.calls.values()) {
      if (call.progress.state === 'ringing' && call.progress.agentId === accountId) connection.send(this.ringMessage(call));
    }
    return () => {
      presence.sockets.delete(connection);
      if (presence.sockets.size > 0) return;
      for (const call of this.calls.values()) {
        if (call.progress.state === 'ringing' && call.progress.agentId === accountId) this.apply(call, { type: 'agent_gone', agentId: accountId });
      }
    };
  }

  /** The agent answers a ringing call; accepting creates the room both will meet in. */
  async answer(accountId: number, callId: string, accept: boolean, base: string) {
    const call = this.calls.get(callId);
    if (!call) throw callCentreErrors.callNotFound();
    if (call.progress.agentId !== accountId || call.progress.state !== 'ringing') {
      if (call.progress.state === 'accepted' && call.progress.agentId === accountId) return this.callJson(call);
      throw new AppError(409, 'call_not_ringing', call.progress.state === 'cancelled' ? 'The caller hung up.' : 'This call is no longer ringing for you.', 'call_id', { state: this.callJson(call).state });
    }
    if (!accept) {
      this.apply(call, { type: 'declined', agentId: accountId });
      return this.callJson(call);
    }
    // Hold the ring while the room is created, so that a timeout cannot pass the call on meanwhile.
    if (call.ringTimer) clearTimeout(call.ringTimer);
    const event = await this.deps.conferences.create(accountId, {
      topic: `${call.line.topic}: ${call.visitorName}`.slice(0, 200), call_type: 'instant', mode: 'meeting', duration_minutes: 60,
    }, base);
    if (call.progress.state !== 'ringing') return this.callJson(call); // the visitor hung up meanwhile
    call.roomAlias = event.alias;
    call.agentName = event.host.display_name;
    this.presence(accountId).activeCall = { roomAlias: event.alias, since: Date.now() };
    this.apply(call, { type: 'accepted', agentId: accountId });
    return this.callJson(call);
  }

  close() {
    for (const call of this.calls.values()) {
      if (call.ringTimer) clearTimeout(call.ringTimer);
      if (call.visitorTimer) clearTimeout(call.visitorTimer);
    }
    this.calls.clear();
  }

  // ---- internals ----

  private presence(accountId: number): AgentPresence {
    let presence = this.agents.get(accountId);
    if (!presence) {
      presence = { sockets: new Set(), lastActiveAt: 0, activeCall: null };
      this.agents.set(accountId, presence);
    }
    return presence;
  }

  private isOnline(accountId: number) {
    return (this.agents.get(accountId)?.sockets.size ?? 0) > 0;
  }

  private inCall(accountId: number): boolean {
    const active = this.agents.get(accountId)?.activeCall;
    if (!active) return false;
    if (this.deps.roomAccounts(active.roomAlias).includes(accountId)) return true;
    if (Date.now() - active.since < CONNECT_GRACE_MS && !this.reachedRoom.has(`${accountId}|${active.roomAlias}`)) return true;
    this.agents.get(accountId)!.activeCall = null;
    return false;
  }
  /** Agents seen in their call room once: leaving it frees them at once. */
  private readonly reachedRoom = new Set<string>();

  private candidates(accountIds: Array<number | null>): AgentCandidate[] {
    const ringing = new Set<number>();
    for (const call of this.calls.values()) if (call.progress.state === 'ringing' && call.progress.agentId !== null) ringing.add(call.progress.agentId);
    return [...new Set(accountIds.filter((id): id is number => id !== null))].map((accountId) => {
      const active = this.agents.get(accountId)?.activeCall;
      if (active && this.deps.roomAccounts(active.roomAlias).includes(accountId)) this.reachedRoom.add(`${accountId}|${active.roomAlias}`);
      return {
        accountId,
        online: this.isOnline(accountId),
        inCall: this.inCall(accountId),
        ringing: ringing.has(accountId),
        lastActiveAt: this.agents.get(accountId)?.lastActiveAt ?? 0,
      };
    });
  }

  private async ringNext(call: LiveCall) {
    const agentIds = (await this.repository.agents(call.line.event_id)).map((agent) => agent.account_id);
    if (call.progress.state !== 'searching') return;
    const next = pickAgent(this.candidates(agentIds), call.progress.tried);
    this.apply(call, next === null ? { type: 'no_agent' } : { type: 'ring', agentId: next });
  }

  private ringMessage(call: LiveCall) {
    return {
      type: 'qr_call.ring',
      call: { call_id: call.id, alias: call.line.alias, topic: call.line.topic, visitor_name: call.visitorName, since: new Date(call.createdAt).toISOString() },
    };
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
      const presence = this.presence(previousAgent);
      presence.lastActiveAt = Date.now();
      const outcome = after.state === 'accepted' ? 'accepted' : after.state === 'cancelled' ? 'cancelled' : 'missed';
      this.sendToAgent(previousAgent, { type: 'qr_call.ended', call_id: call.id, outcome, room_alias: after.state === 'accepted' ? call.roomAlias : null });
    }
    if (after.state === 'ringing' && after.agentId !== null) {
      const agentId = after.agentId;
      this.sendToAgent(agentId, this.ringMessage(call));
      this.deps.publisher.publishToAccount(agentId, this.ringMessage(call));
      call.ringTimer = setTimeout(() => this.apply(call, { type: 'no_answer', agentId }), this.ringTimeoutMs);
      call.ringTimer.unref?.();
    }
    if (after.state === 'searching') void this.ringNext(call).catch(() => this.apply(call, { type: 'no_agent' }));

    const state = { type: 'qr_call.state', call: this.callJson(call) };
    for (const socket of call.visitorSockets) socket.send(state);
    if (isFinal(after.state)) {
      if (call.visitorTimer) clearTimeout(call.visitorTimer);
      void this.repository.logCall({
        callId: call.id, eventId: call.line.event_id, visitorName: call.visitorName, agentId: after.agentId,
        outcome: after.state, roomAlias: call.roomAlias,
      }).catch(() => undefined);
      setTimeout(() => this.calls.delete(call.id), KEEP_FINISHED_MS).unref?.();
    }
  }

  private sendToAgent(accountId: number, message: Record<string, unknown>) {
    for (const socket of this.agents.get(accountId)?.sockets ?? []) socket.send(message);
  }
}
