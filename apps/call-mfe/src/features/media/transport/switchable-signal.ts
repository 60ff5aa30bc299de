import type { SignalChannel } from './types';

/**
 * A SignalChannel that outlives the room client's channel objects: when the room socket
 * reconnects with the same member id, the transport keeps its peer connections and simply
 * talks through the new channel.
 */
export class SwitchableSignal implements SignalChannel {
  private channel: SignalChannel;
  private readonly handlers = new Set<(from: string, data: unknown) => void>();
  private detach: () => void;

  constructor(channel: SignalChannel) {
    this.channel = channel;
    this.detach = channel.onSignal((from, data) => this.deliver(from, data));
  }

  get selfId() {
    return this.channel.selfId;
  }

  use(channel: SignalChannel) {
    if (channel === this.channel) return;
    this.detach();
    this.channel = channel;
    this.detach = channel.onSignal((from, data) => this.deliver(from, data));
  }

  send(to: string, data: unknown) {
    this.channel.send(to, data);
  }

  onSignal(handler: (from: string, data: unknown) => void) {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  close() {
    this.detach();
    this.handlers.clear();
  }

  private deliver(from: string, data: unknown) {
    for (const handler of this.handlers) handler(from, data);
  }
}
