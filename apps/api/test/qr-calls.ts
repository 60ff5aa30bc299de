import { expect } from 'vitest';
import { activeAccount, openSocket, type TestServer } from './helpers';

/** What the call-centre suites across instances (issue 25) do through any instance: lines, duty, calls, visitors' pages. */
export const QR = '/conference/api/qr-call/qrcode';

export type Agent = Awaited<ReturnType<typeof activeAccount>>;
export type Placed = { call_id: string; call_token: string };

/** The agent's page on duty through this instance. */
export async function duty(server: TestServer, agent: Agent) {
  const socket = await openSocket(server, `/signal/socket/qr-call/agent?token=${agent.token}`);
  await socket.next((m) => m.type === 'qr_call.welcome');
  return socket;
}

export const visitorSocket = (server: TestServer, placed: Placed) =>
  openSocket(server, `/signal/socket/qr-call/visitor?call_id=${placed.call_id}&call_token=${placed.call_token}`);

export const detail = (server: TestServer, alias: string, placed: Placed) =>
  server.call('GET', `${QR}/detail?alias=${alias}&join_type=visitor&user_identity=${placed.call_id}&authorize_data=${placed.call_token}`);

export const place = (server: TestServer, alias: string, name: string) =>
  server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: name } });

/** A line (an event of a fresh host's) answered by these agents, made through `server`. */
export async function line(server: TestServer, agents: Agent[]) {
  const host = await activeAccount(server, 'Line Host');
  const event = await server.call('POST', '/conference/api/account/qrcode/create', {
    token: host.token,
    body: { topic: 'Help desk', call_type: 'instant' },
  });
  const saved = await server.call('POST', '/api/account/qr-call/line', {
    token: host.token,
    body: { alias: event.body.alias, agents: agents.map((agent) => agent.email) },
  });
  expect(saved.status).toBe(200);
  return { host, alias: event.body.alias as string };
}
