import type { SignalChannel } from './types';

/**
 * A SignalChannel that outlives the room client's channel objects: when the room socket
 * reconnects with the same member id, the transport keeps its peer connections and simply
 * talks through the new channel.
 */
export class SwitchableSignal implements SignalChannel {
  private channel: SignalChannel;
  private readonly handlers = new Set<(from: string, data: unknown) => void>();
  private readonly buffer: Array<[string, unknown]> = [];
  private detach: () => void;
  private closed = false;

  constructor(channel: SignalChannel) {
    this.channel = channel;
    this.detach = channel.onSignal((from, data) => this.deliver(from, data));
  }

  get selfId() {
    return this.channel.selfId;
  }

  use(channel: SignalChannel) {
    if (channel === this.channel && !this.closed) return;
    this.detach();
    this.closed = false;
    this.channel = channel;
    this.detach = channel.onSignal((from, data) => this.deliver(from, data));
  }

  send(to: string, data: unknown) {
    this.channel.send(to, data);
  }

  onSignal(handler: (from: string, data: unknown) => void) {
    this.handlers.add(handler);
    // Messages that came before anyone listened (the transport starts after the call config).
    const early = this.buffer.splice(0);
    for (const [from, data] of early) handler(from, data);
    return () => this.handlers.delete(handler);
  }

  /** Stops listening to the room channel (`use` listens again). */
  close() {
    this.detach();
    this.closed = true;
  }

  private deliver(from: string, data: unknown) {
    if (this.handlers.size === 0) {
      if (this.buffer.length < 500) this.buffer.push([from, data]);
      return;
    }
    for (const handler of this.handlers) handler(from, data);
  }
}
