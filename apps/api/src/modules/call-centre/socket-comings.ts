import type { Connection } from '../../lib/connection';
import type { CallStore } from './call-store';
import { CallSockets, placeSocket } from './call-sockets';
import { callJson, ringMessage } from './live-call';
import { isFinal, type CallEvent } from './ringing';

/** A visitor whose page dropped has this long to come back before the call is cancelled. */
export const VISITOR_GRACE_MS = 10_000;

/**
 * The visitors' and agents' sockets coming and going: a visitor's last socket on every live instance closing
 * starts their grace, an agent's last duty socket closing passes a ring waiting for them on. Each returns the
 * socket's `leave`, run when it closes.
 */
export class CallSocketComings {
  private readonly sockets: CallSockets;

  constructor(
    private readonly store: CallStore,
    /** A change of a call that rings nobody new (the service's). */
    private readonly change: (callId: string, event: Exclude<CallEvent, { type: 'ring' }>) => Promise<unknown>,
    private readonly visitorGraceMs = VISITOR_GRACE_MS,
  ) {
    this.sockets = new CallSockets(store);
  }

  /** The visitor's live channel: state pushes; closing it for good (on every instance) cancels a call still ringing. */
  async visitor(callId: string, connection: Connection) {
    const target = `call:${callId}` as const;
    const leave = async () => {
      if (this.sockets.remove(target, connection)) return;
      if (!(await this.store.visitorSockets(callId, -1))) await this.startGrace(callId);
    };
    // Counted once per instance, as the leave (two tabs counted per socket never got back to zero: no grace).
    const firstHere = await this.sockets.add(target, connection);
    return placeSocket(leave, async () => {
      if (firstHere) await this.store.visitorSockets(callId, 1);
      await this.store.unschedule({ kind: 'visitor', callId });
      const call = await this.store.get(callId);
      if (call) connection.send({ type: 'qr_call.state', call: callJson(call) });
    });
  }

  /** An agent opened their page: they are on duty while the socket is open. A ring waiting for them is re-sent. */
  async agent(accountId: number, connection: Connection) {
    const target = `agent:${accountId}` as const;
    const leave = async () => {
      if (this.sockets.remove(target, connection)) return;
      await this.store.duty(accountId, false);
      if ((await this.store.online([accountId])).has(accountId)) return; // still on duty through another instance
      const rung = await this.store.ringOf(accountId);
      if (rung) await this.change(rung, { type: 'agent_gone', agentId: accountId });
    };
    await this.sockets.add(target, connection);
    return placeSocket(leave, async () => {
      await this.store.duty(accountId, true);
      connection.send({ type: 'qr_call.welcome' });
      const ringing = await this.store.ringOf(accountId);
      const call = ringing ? await this.store.get(ringing) : null;
      if (call?.progress.state === 'ringing' && call.progress.agentId === accountId) connection.send(ringMessage(call));
    });
  }

  /** The visitor has no socket open on any live instance: the call is cancelled unless they are back within the grace. */
  async startGrace(callId: string) {
    const call = await this.store.get(callId);
    if (call && !isFinal(call.progress.state)) await this.store.schedule({ kind: 'visitor', callId }, this.visitorGraceMs);
  }
}
