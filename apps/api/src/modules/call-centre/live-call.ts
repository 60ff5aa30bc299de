import { randomHex, randomToken } from '../../lib/secrets';
import type { CallEffects, StoredCall } from './call-store';
import type { LineRow } from './repository';
import { initialCall, isFinal } from './ringing';

/** A ring's claim on an agent outlives the ring's deadline by this much (the deadline ends it first). */
const RING_CLAIM_SLACK_MS = 10_000;

/** A call a visitor just placed on a line, with its id and the token only the visitor holds. */
export function newCall(line: LineRow, visitorName: string): StoredCall {
  return {
    id: randomHex(10),
    token: randomToken(18),
    line,
    visitorName: visitorName.slice(0, 100),
    progress: initialCall(),
    roomAlias: null,
    agentName: null,
    createdAt: Date.now(),
    version: 0,
  };
}

/** The call as the visitor and the API see it. */
export function callJson(call: StoredCall) {
  return {
    call_id: call.id,
    alias: call.line.alias,
    state: call.progress.state === 'searching' ? 'ringing' : call.progress.state,
    agent_name: call.agentName,
    room_alias: call.progress.state === 'accepted' ? call.roomAlias : null,
    cancelled_by: call.progress.cancelledBy,
  };
}

/** What the ringing agent's page shows. */
export function ringMessage(call: StoredCall) {
  return {
    type: 'qr_call.ring',
    call: {
      call_id: call.id,
      alias: call.line.alias,
      topic: call.line.topic,
      visitor_name: call.visitorName,
      since: new Date(call.createdAt).toISOString(),
    },
  };
}

/** The agent a call stops ringing with this change (declined, unanswered, gone, accepted, cancelled), or null. */
export function agentLeft(before: StoredCall, after: StoredCall): number | null {
  const previous = before.progress.state === 'ringing' ? before.progress.agentId : null;
  return previous !== null && (after.progress.state !== 'ringing' || after.progress.agentId !== previous) ? previous : null;
}

/**
 * What a change of the call means beside the call itself, written with it in one step: the ring's claim on an
 * agent taken or given back, its deadline, and the messages to the agents' pages and the visitor's.
 */
export function effectsOf(before: StoredCall, after: StoredCall, ringTimeoutMs: number, keepFinishedMs: number): CallEffects {
  const effects: CallEffects = { unschedule: [], sends: [] };
  const left = agentLeft(before, after);
  if (left !== null) {
    const state = after.progress.state;
    effects.releaseRing = left;
    effects.unschedule.push({ kind: 'ring', callId: before.id, agentId: left });
    effects.sends.push({
      to: `agent:${left}`,
      message: {
        type: 'qr_call.ended',
        call_id: before.id,
        outcome: state === 'accepted' ? 'accepted' : state === 'cancelled' ? 'cancelled' : 'missed',
        room_alias: state === 'accepted' ? after.roomAlias : null,
      },
    });
  }
  const rung = after.progress.state === 'ringing' && before.progress.state !== 'ringing' ? after.progress.agentId : null;
  if (rung !== null) {
    effects.claimRing = { agentId: rung, ms: ringTimeoutMs + RING_CLAIM_SLACK_MS };
    effects.schedule = { deadline: { kind: 'ring', callId: before.id, agentId: rung }, inMs: ringTimeoutMs };
    effects.sends.push({ to: `agent:${rung}`, message: ringMessage(after) });
  }
  effects.sends.push({ to: `call:${before.id}`, message: { type: 'qr_call.state', call: callJson(after) } });
  if (isFinal(after.progress.state)) {
    effects.unschedule.push({ kind: 'visitor', callId: before.id });
    effects.finishedKeepMs = keepFinishedMs;
  }
  return effects;
}
