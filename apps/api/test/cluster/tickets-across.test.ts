import { describe, expect, it } from 'vitest';
import { createEvent } from '../helpers';
import { openRoomSocket, signalAuth } from '../room-socket';
import { roomCluster } from './room-cluster';

// Socket tickets in Redis (issue 25): signal auth on one instance, the socket on whichever instance the
// load balancer picks; a ticket opens one socket, once, anywhere.
const cluster = roomCluster('platform_cluster_tickets', 2);

describe('a socket ticket issued on one instance', () => {
  it('opens the socket on another instance, once', async () => {
    const [a, b] = cluster.instances;
    const { alias } = await createEvent(a, cluster.state.hostToken);
    const { ticket, member_id: memberId } = await signalAuth(a, alias, 'Host', cluster.state.hostToken);
    const socket = await openRoomSocket(b, ticket, memberId);
    const welcome = await socket.next((m) => m.type === 'welcome', 'welcome');
    expect(welcome.member).toMatchObject({ member_id: memberId, display_name: 'Host', role: 'host' });
    socket.socket.close();
    // Single use: the same ticket on either instance is refused before the upgrade.
    await expect(openRoomSocket(a, ticket, memberId)).rejects.toThrow('status 401');
    await expect(openRoomSocket(b, ticket, memberId)).rejects.toThrow('status 401');
  });

  it('keeps only a hash of the ticket in Redis, expiring within two minutes', async () => {
    const [a] = cluster.instances;
    const { alias } = await createEvent(a, cluster.state.hostToken);
    const { ticket } = await signalAuth(a, alias, 'Host', cluster.state.hostToken);
    const keys = await cluster.state.redis.keys('platform:ticket:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes(ticket))).toBe(false);
    for (const key of keys) {
      const ttl = await cluster.state.redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(120_000);
    }
  });

  it('refuses a made-up ticket on every instance', async () => {
    for (const server of cluster.instances) await expect(openRoomSocket(server, 'x'.repeat(32), 'nobody')).rejects.toThrow('status 401');
  });
});
