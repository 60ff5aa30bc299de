import { httpClient } from '../http/client';
import { sessionStore } from '../session/session-store';

interface Probe {
  /** How many times this library was evaluated in the page: 1 when it is a true singleton. */
  evaluations: number;
  /** What each consumer (shell, each remote) received, to compare identities. */
  consumers: Record<string, { sessionStore: unknown; httpClient: unknown }>;
}

const probe: Probe = ((globalThis as { __PLATFORM_SHARED_API__?: Probe }).__PLATFORM_SHARED_API__ ??= { evaluations: 0, consumers: {} });
probe.evaluations += 1;

/** Records the store and client a consumer sees; the browser test proves they are one instance. */
export function markSharedConsumer(name: string): void {
  probe.consumers[name] = { sessionStore, httpClient };
}
