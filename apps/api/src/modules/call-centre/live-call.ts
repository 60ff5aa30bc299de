import type { Connection } from '../../lib/connection';
import { randomHex, randomToken } from '../../lib/secrets';
import type { LineRow } from './repository';
import { initialCall, type CallProgress } from './ringing';

/** One visitor's call while it rings, runs and for a while after it ended. */
export interface LiveCall {
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

/** A call a visitor just placed on a line, with its id and the token only the visitor holds. */
export function newLiveCall(line: LineRow, visitorName: string): LiveCall {
  return {
    id: randomHex(10),
    token: randomToken(18),
    line,
    visitorName: visitorName.slice(0, 100),
    progress: initialCall(),
    roomAlias: null,
    agentName: null,
    ringTimer: null,
    visitorTimer: null,
    visitorSockets: new Set(),
    createdAt: Date.now(),
  };
}

/** The call as the visitor and the API see it. */
export function callJson(call: LiveCall) {
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
export function ringMessage(call: LiveCall) {
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
