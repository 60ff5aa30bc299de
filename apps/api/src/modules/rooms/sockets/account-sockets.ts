import { Compile } from 'typebox/compile';
import { AccountSocketClientMessageSchema } from '@platform/contracts';
import { parseFrame } from '#src/lib/socket-guard.ts';
import type { Connection } from '#src/lib/connection.ts';
import type { RecipientRelay } from '../../notifications/recipient-relay';

const checkAccountMessage = Compile(AccountSocketClientMessageSchema);

/**
 * Every open socket of each account this instance serves (account-only sockets, and room sockets opened signed
 * in), for notifications and ringing; and which session opened an account-only socket, so that ending the session
 * closes it. Clustered (`relay`), what is sent to an account or ends its sessions reaches every instance serving it.
 */
export class AccountSockets {
  private readonly byAccount = new Map<number, Set<Connection>>();
  /** Account sockets opened with a session token, so that ending the session closes them. */
  private readonly bySession = new Map<Connection, { sessionId: number; accountId: number }>();
  relay: RecipientRelay | null = null;

  /** An account-only socket (no room): receives notifications and 1-1 messages until its session ends. */
  open(accountId: number, connection: Connection, sessionId: number | null) {
    const following = this.track(accountId, connection);
    const followingSessions = sessionId !== null ? this.relay?.follow(`sessions:${accountId}`) : undefined;
    if (sessionId !== null) this.bySession.set(connection, { sessionId, accountId });
    const welcome = () => connection.send({ type: 'welcome', account_id: String(accountId) });
    // Clustered, welcomed once what is published for the account on any instance reaches this one.
    if (following) void Promise.all([following, followingSessions]).then(welcome);
    else welcome();
    return {
      message: (raw: string | Buffer) => {
        const message = parseFrame(raw.toString());
        if (!checkAccountMessage.Check(message)) return connection.send({ type: 'error', code: 'invalid_message' });
        connection.send({ type: 'pong' });
      },
      close: () => {
        this.untrack(accountId, connection);
        this.forgetSession(connection);
      },
    };
  }

  /** Clustered: resolves once what other instances publish for the account reaches this one. */
  track(accountId: number, connection: Connection): Promise<void> | undefined {
    const set = this.byAccount.get(accountId) ?? new Set();
    if (set.has(connection)) return undefined;
    set.add(connection);
    this.byAccount.set(accountId, set);
    return this.relay?.follow(`account:${accountId}`);
  }

  untrack(accountId: number, connection: Connection) {
    const set = this.byAccount.get(accountId);
    if (!set?.delete(connection)) return;
    this.relay?.unfollow(`account:${accountId}`);
    if (set.size === 0) this.byAccount.delete(accountId);
  }

  /** To the account's sockets on this instance; how many got it. */
  sendHere(accountId: number, message: Record<string, unknown>): number {
    const connections = this.byAccount.get(accountId) ?? new Set();
    for (const connection of connections) connection.send(message);
    return connections.size;
  }

  /** Logout, password change or revocation: the sockets opened with those sessions close, on every instance. */
  closeSessions(sessionIds: number[], accountId?: number) {
    if (accountId !== undefined && sessionIds.length) void this.relay?.publish(`sessions:${accountId}`, { ended: sessionIds });
    this.closeSessionsHere(sessionIds);
  }

  closeSessionsHere(sessionIds: number[]) {
    const ended = new Set(sessionIds);
    for (const [connection, { sessionId, accountId }] of this.bySession) {
      if (!ended.has(sessionId)) continue;
      // untracked at once: nothing more reaches it while the close handshake runs
      this.untrack(accountId, connection);
      this.forgetSession(connection);
      connection.close(4001, 'session ended');
    }
  }

  private forgetSession(connection: Connection) {
    const opened = this.bySession.get(connection);
    if (!opened) return;
    this.bySession.delete(connection);
    this.relay?.unfollow(`sessions:${opened.accountId}`);
  }
}
