import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  ReconnectingSocket,
  serviceSocketUrl,
  type RoomCommand,
  type RoomServerMessage,
  type RoomServerState,
  type RoomSnapshot,
} from '@platform/shared-api';
import { joinTransition, shouldReconnect, type JoinEvent, type JoinState } from '../utils/join-machine';
import { applyEvents, applySnapshot, chosenSelfFlags, EMPTY_VIEW, selfOf, withSelfFlags, type RoomView } from '../utils/room-view';
import { saveRoomSession, type RoomSession } from '../utils/room-session';
import { PendingCommands } from './pending-commands';
import { RoomTickets, type ResumeRequest } from './room-tickets';

export { RoomCommandError } from './pending-commands';

/**
 * The media engineer's contract: WebRTC signalling relayed by the room socket to one member.
 * `send` goes out as `{type:'rtc.signal', to, data}`; handlers get `(from, data)`.
 */
export interface SignalChannel {
  selfId: string;
  send(to: string, data: unknown): void;
  onSignal(handler: (from: string, data: unknown) => void): () => void;
}

export interface RoomClientState {
  join: JoinState;
  view: RoomView;
  /** Reconnect attempts since the socket dropped. */
  attempts: number;
}

type PrivateMessage = Exclude<RoomServerMessage, { type: 'room.snapshot' | 'room.events' | 'ack' | 'error' | 'rtc.signal' }>;
type Listener = (message: PrivateMessage) => void;

export type { ResumeRequest } from './room-tickets';

export interface RoomClientOptions {
  session: RoomSession;
  /** Mic and camera chosen before joining; sent once the room has taken us in. */
  initial: { micOn: boolean; cameraOn: boolean; hasMic: boolean };
  socketUrl?: (ticket: string) => string;
  /** A fresh ticket for this member (default: the signal controller's resume call). */
  resume?: (request: ResumeRequest) => Promise<string>;
  WebSocketImpl?: typeof WebSocket;
}

const PING_MS = 20_000;
/** The first retry comes soon (a blip), later ones spread out, jittered by the shared socket. */
const BACKOFF = { initialMs: 400, maxMs: 5000 };

/**
 * One member's room socket: the join state machine, the room view kept in sequence, commands that
 * resolve on the server's ack, private messages (offers, asks, forced mutes), the signalling channel,
 * and reconnection with the resume token (the server keeps the place for a grace period).
 */
export class RoomClient {
  readonly store: StoreApi<RoomClientState>;
  readonly signal: SignalChannel;
  private readonly socket: ReconnectingSocket;
  private firstAttempt = true;
  private readonly tickets: RoomTickets;
  private readonly pending = new PendingCommands();
  private readonly listeners = new Set<Listener>();
  private readonly signalHandlers = new Set<(from: string, data: unknown) => void>();
  /** Signalling received while nobody listened yet, handed to the first listener (bounded). */
  private readonly earlySignals: Array<[string, unknown]> = [];
  private initialSent = false;

  constructor(private readonly options: RoomClientOptions) {
    this.tickets = new RoomTickets(options.session, options.resume);
    this.store = createStore<RoomClientState>()(() => ({ join: 'idle', view: EMPTY_VIEW, attempts: 0 }));
    this.socket = new ReconnectingSocket({
      url: () => this.nextUrl(),
      backoff: BACKOFF,
      pingMs: PING_MS,
      WebSocketImpl: options.WebSocketImpl,
      // Refused before opening (ticket expired, server restarting): the next try resumes.
      shouldReconnect: () => {
        this.transition({ type: 'socket_lost' });
        return shouldReconnect(this.store.getState().join);
      },
      onGiveUp: () => this.transition({ type: 'resume_failed' }),
    });
    this.socket.on('open', () => this.tickets.opened());
    this.socket.on('status', (_status, attempts) => {
      if (attempts !== this.store.getState().attempts) this.store.setState({ attempts });
    });
    this.socket.on('message', (data) => {
      let message: RoomServerMessage;
      try {
        message = JSON.parse(data);
      } catch {
        return;
      }
      this.receive(message);
    });
    const client = this;
    this.signal = {
      get selfId() {
        return client.options.session.member_id;
      },
      send: (to, data) => this.send({ type: 'rtc.signal', to, data }),
      onSignal: (handler) => {
        this.signalHandlers.add(handler);
        // Offers that came before the media layer listened (it loads after the room takes us in).
        for (const [from, data] of this.earlySignals.splice(0)) handler(from, data);
        return () => this.signalHandlers.delete(handler);
      },
    };
  }

  get session(): RoomSession {
    return this.options.session;
  }

  start() {
    this.firstAttempt = true;
    this.transition({ type: 'connect' });
    globalThis.addEventListener?.('pagehide', this.pageHidden);
    this.socket.start();
  }

  /**
   * The tab closes or navigates away: say so, so the others see us gone at once rather than
   * "Reconnecting" for the grace period (the browser's 1001 close says it too, this is the explicit word).
   */
  private readonly pageHidden = () => {
    this.send({ type: 'room.leave' });
    this.close();
  };

  /** Leaves for good: tells the room, closes the socket. */
  leave() {
    this.send({ type: 'room.leave' });
    this.transition({ type: 'leave' });
    this.close();
  }

  /** Closes the socket on purpose (code 1000): the server takes it as leaving, not as a dropped connection. */
  close() {
    globalThis.removeEventListener?.('pagehide', this.pageHidden);
    this.pending.rejectAll();
    this.socket.close(1000, 'bye');
  }

  /** Fire and forget. */
  send(command: RoomCommand | (Record<string, unknown> & { type: string })) {
    // Nothing is kept for later: after a reconnect the snapshot says what the room is now.
    if (this.socket.isOpen) this.socket.send(JSON.stringify(command));
  }

  /** Sends a command and resolves with the server's ack (rejects with its refusal code). */
  command(command: RoomCommand): Promise<Record<string, unknown>> {
    return this.pending.add(this.socket.isOpen, (ref) => this.socket.send(JSON.stringify({ ...command, ref })));
  }

  /** Private messages: co-host offers and answers, asks to enable media, forced mutes, waiting list. */
  onMessage(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private transition(event: JoinEvent) {
    const next = joinTransition(this.store.getState().join, event);
    if (next !== this.store.getState().join) this.store.setState({ join: next });
  }

  private socketUrl(ticket: string) {
    return (
      this.options.socketUrl?.(ticket) ?? serviceSocketUrl('signalController', `/socket/member/v1?ticket=${encodeURIComponent(ticket)}`)
    );
  }

  /** The socket URL for the next attempt; null when the place has expired (nothing to resume). */
  private async nextUrl(): Promise<string | null> {
    const first = this.firstAttempt;
    this.firstAttempt = false;
    const self = this.store.getState().view.participants.find((p) => p.id === this.options.session.member_id);
    const ticket = await this.tickets.next(first, self);
    return ticket ? this.socketUrl(ticket) : null;
  }

  private receive(message: RoomServerMessage) {
    switch (message.type) {
      case 'room.snapshot':
        return this.onSnapshot(message);
      case 'room.events': {
        const { view, gap } = applyEvents(this.store.getState().view, message.events);
        this.store.setState({ view });
        if (gap) this.send({ type: 'room.sync' });
        return;
      }
      case 'room.state':
        if (message.resume_token) this.remember({ resume_token: message.resume_token });
        this.transition({ type: 'server_state', state: message.state as RoomServerState });
        break;
      case 'room.count':
        this.store.setState({ view: { ...this.store.getState().view, count: message.count } });
        return;
      case 'room.waiting':
        this.store.setState({ view: { ...this.store.getState().view, waiting: message.waiting } });
        break;
      case 'rtc.signal':
        if (!this.signalHandlers.size) {
          if (this.earlySignals.length < 200) this.earlySignals.push([message.from, message.data]);
        }
        for (const handler of this.signalHandlers) handler(message.from, message.data);
        return;
      case 'ack':
      case 'error':
        return this.pending.settle(message);
      default:
        break;
    }
    for (const listener of this.listeners) listener(message as PrivateMessage);
  }

  private onSnapshot(snapshot: RoomSnapshot) {
    this.remember({ resume_token: snapshot.resume_token });
    let view = applySnapshot(snapshot);
    const self = selfOf(view);
    if (!this.initialSent && self) {
      this.initialSent = true;
      // Shown at once, in the same update as the snapshot: the in-call screen's first render has them on.
      const flags = chosenSelfFlags(self, this.options.initial);
      view = withSelfFlags(view, flags);
      this.send({ type: 'self.update', ...flags });
    }
    this.store.setState({ view });
    this.transition({ type: 'snapshot' });
  }

  private remember(change: Partial<RoomSession>) {
    Object.assign(this.options.session, change);
    saveRoomSession(this.options.session);
  }
}
