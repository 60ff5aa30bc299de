import { execFileSync } from 'node:child_process';
import type { BrowserContext } from '@playwright/test';
import type { Cluster } from '../../scripts/lib/cluster.mjs';

/** A key of the cluster's Redis (`redis-cli -u`), e.g. `platform:room:<alias>:owner`. */
export const redisGet = (cluster: Cluster, key: string) =>
  execFileSync('redis-cli', ['-u', cluster.redisUrl, 'GET', key], { encoding: 'utf8' }).trim();

/** The instance (`api-1`...) that owns live room `alias` now, or '' when none does. */
export const roomOwner = (cluster: Cluster, alias: string) => redisGet(cluster, `platform:room:${alias}:owner`).split(':')[0];

/**
 * Puts a browser context's room socket on instance `port` rather than where nginx would send it: the page
 * still loads everything else through nginx. Returns the list of instances its sockets were relayed to.
 */
export async function relayRoomSocket(context: BrowserContext, instance: { id: string; port: number }): Promise<string[]> {
  const relayed: string[] = [];
  await context.routeWebSocket(/\/signal\/socket\/member\/v1/, (page) => {
    const target = new URL(page.url());
    const server = new WebSocket(`ws://127.0.0.1:${instance.port}${target.pathname}${target.search}`);
    relayed.push(instance.id);
    server.addEventListener('message', (event) => page.send(String(event.data)));
    server.addEventListener('close', (event) => page.close({ code: event.code === 1005 ? 1000 : event.code, reason: event.reason }));
    page.onMessage((message) => (server.readyState === WebSocket.OPEN ? server.send(message) : undefined));
    // A browser-side WebSocket may only be closed with 1000 or an application code (3000-4999).
    page.onClose((code) => server.close(code !== undefined && code >= 3000 && code <= 4999 ? code : 1000));
  });
  return relayed;
}
