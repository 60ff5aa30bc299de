import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EgressInfo, EgressStatus } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EGRESS_TICKET_TTL_MS, WORKER_TICKET_TTL_MS } from '../src/modules/broadcast/worker-tickets';
import { LiveKitBroadcast } from '../src/modules/broadcast/livekit-broadcast';
import type { EgressApi } from '../src/modules/broadcast/livekit-egress';
import { egressEvent } from '../src/modules/broadcast/egress-status';
import { activeAccount, startServer, type TestServer } from './helpers';
import { joinRoom, type RoomSocket } from './room-socket';
import { testMediaFile } from './test-media';

/**
 * With LiveKit configured, Record and Go live start LiveKit egresses instead of the embedded worker.
 * No LiveKit server runs here: a fake EgressClient stands in, and the error path meets a real
 * EgressClient pointed at a port where nothing listens.
 */
class FakeEgress implements EgressApi {
  started: Array<{ room: string; output: any; options: any }> = [];
  stopped: string[] = [];
  infos = new Map<string, EgressInfo>();
  async startRoomCompositeEgress(room: string, output: any, options?: any) {
    const egressId = `EG_${this.started.length + 1}`;
    this.started.push({ room, output, options });
    const info = new EgressInfo({ egressId, roomName: room, status: EgressStatus.EGRESS_STARTING });
    this.infos.set(egressId, info);
    return info;
  }
  async stopEgress(id: string) {
    this.stopped.push(id);
    this.infos.get(id)!.status = EgressStatus.EGRESS_ENDING;
    return this.infos.get(id)!;
  }
  async listEgress(options?: { egressId?: string }) {
    return [...this.infos.values()].filter((i) => !options?.egressId || i.egressId === options.egressId);
  }
}

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'LiveKit Host');
});
afterAll(() => server.close());

async function meeting(topic: string) {
  const alias = (
    await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic, call_type: 'instant', mode: 'meeting' },
    })
  ).body.alias as string;
  const socket = await joinRoom(server, alias, 'Host', host.token);
  await socket.next((m) => m.type === 'room.snapshot');
  return { alias, socket };
}

/** The template URL as app.ts builds it: a fresh worker ticket from the broadcast service each time. */
const egressTemplate = (alias: string) => server.app.broadcast.egressTemplateUrl(alias, 'https://meet.example');
/** What the composite page does with the ticket in its URL. */
const redeem = (templateUrl: string) =>
  server.call('POST', '/broadcast/worker/join', { body: { ticket: new URL(templateUrl).searchParams.get('ticket') } });

const stateWith = (socket: RoomSocket, match: (m: any) => boolean) =>
  socket.next((m) => m.type === 'broadcast.state' && match(m), 'broadcast.state', 15_000);

describe('LiveKit egress status', () => {
  it('maps to the worker states the room shows', () => {
    expect(egressEvent({ status: EgressStatus.EGRESS_STARTING, startedAt: 0n, error: '' })).toBeNull();
    expect(egressEvent({ status: EgressStatus.EGRESS_ACTIVE, startedAt: 1_700_000_000_000_000_000n, error: '' })).toEqual({
      type: 'first_byte',
      at: 1_700_000_000_000,
    });
    expect(egressEvent({ status: EgressStatus.EGRESS_ENDING, startedAt: 0n, error: '' }, 5)).toEqual({
      type: 'stop',
      reason: 'room_ended',
      at: 5,
    });
    expect(egressEvent({ status: EgressStatus.EGRESS_COMPLETE, startedAt: 0n, error: '' })).toEqual({ type: 'stopped' });
    for (const status of [EgressStatus.EGRESS_FAILED, EgressStatus.EGRESS_ABORTED, EgressStatus.EGRESS_LIMIT_REACHED]) {
      expect(egressEvent({ status, startedAt: 0n, error: 'x' })).toEqual({ type: 'fail', reason: 'egress_failed' });
    }
  });
});

describe('the egress template ticket', () => {
  it('outlives the embedded worker ticket (an egress may queue before its Chrome opens the page), then expires', async () => {
    const { alias, socket } = await meeting('Egress ticket life');
    const ticketOf = () => new URL(egressTemplate(alias)).searchParams.get('ticket')!;
    const redeemAt = async (ticket: string, at: number) => {
      const now = vi.spyOn(Date, 'now').mockReturnValue(at);
      try {
        return await server.app.broadcast.redeemWorkerTicket(ticket);
      } finally {
        now.mockRestore();
      }
    };
    expect(await redeemAt(ticketOf(), Date.now() + WORKER_TICKET_TTL_MS + 30_000)).toMatchObject({ alias, ingest_token: '' });
    expect(await redeemAt(ticketOf(), Date.now() + EGRESS_TICKET_TTL_MS + 1000)).toBeNull();
    socket.socket.close();
  });
});

describe('Record and Go live through LiveKit Egress', () => {
  it('records to MP4 with the composite page as template, follows its status, and puts the file in Recordings', async () => {
    const fake = new FakeEgress();
    const dir = mkdtempSync(path.join(tmpdir(), 'egress-'));
    const controls = new LiveKitBroadcast(server.app.ctx, server.app.rooms, fake, {
      templateUrl: egressTemplate,
      recordingsDir: dir,
      pollMs: 50,
    });
    try {
      const { alias, socket } = await meeting('Egress recording');
      await controls.command(alias, 'record.start', []);
      expect(fake.started).toHaveLength(1);
      const request = fake.started[0];
      expect(request.room).toBe(alias);
      expect(request.options).toMatchObject({ layout: 'speaker' });
      expect(request.options.customBaseUrl).toMatch(new RegExp(`^https://meet\\.example/c/${alias}/composite\\?ticket=[\\w-]{20,}$`));
      // The egress's page trades the ticket once, for the hidden recorder's seat in the room (no worker socket).
      const joined = await redeem(request.options.customBaseUrl);
      expect(joined).toMatchObject({ status: 200, body: { alias, ingest_token: '' } });
      expect(joined.body.room_ticket).toBeTruthy();
      expect((await redeem(request.options.customBaseUrl)).status).toBe(401);
      expect(request.output.file.filepath).toMatch(new RegExp(`^${dir}/${alias}-\\d+\\.mp4$`));
      expect(request.output.stream).toBeUndefined();
      await stateWith(socket, (m) => m.record.status === 'starting');
      await expect(controls.command(alias, 'record.pause', [])).rejects.toMatchObject({ code: 'pause_unsupported' });

      fake.infos.get('EG_1')!.status = EgressStatus.EGRESS_ACTIVE;
      fake.infos.get('EG_1')!.startedAt = BigInt(Date.now() - 2000) * 1_000_000n;
      expect((await stateWith(socket, (m) => m.record.status === 'active')).record.elapsed_seconds).toBeGreaterThanOrEqual(2);

      await controls.command(alias, 'record.stop', []);
      expect(fake.stopped).toEqual(['EG_1']);
      await stateWith(socket, (m) => m.record.status === 'stopping');
      // The egress wrote its MP4 where this service reads it, and completes.
      const mp4 = request.output.file.filepath as string;
      testMediaFile({ seconds: 3, tone: 'sine', audio: 'aac', format: 'mp4', out: mp4 });
      Object.assign(fake.infos.get('EG_1')!, {
        status: EgressStatus.EGRESS_COMPLETE,
        fileResults: [{ filename: mp4, location: mp4, duration: 3_000_000_000n }],
      });
      const done = await stateWith(socket, (m) => m.record.status === 'idle' && m.record.recording_id);
      expect(done.record.reason).toBe('host_stopped');
      const saved = (await server.call('GET', '/api/account/recording/list', { token: host.token })).body.items.find(
        (r: any) => r.event_alias === alias,
      );
      expect(saved).toMatchObject({ id: done.record.recording_id, duration_seconds: 3, mime: 'video/mp4' });
      socket.socket.close();
    } finally {
      await controls.shutdown();
    }
  }, 60_000);

  it('goes live to RTMP targets and HLS in one egress, and a failed egress shows failed with its reason', async () => {
    const fake = new FakeEgress();
    const controls = new LiveKitBroadcast(server.app.ctx, server.app.rooms, fake, {
      templateUrl: egressTemplate,
      recordingsDir: tmpdir(),
      pollMs: 50,
    });
    try {
      const target = await server.call('POST', '/api/account/stream-target/create', {
        token: host.token,
        body: { name: 'Channel', server_url: 'rtmp://live.example/app/', stream_key: 'key-1' },
      });
      const { alias, socket } = await meeting('Egress live');
      await expect(controls.command(alias, 'live.start', ['99999'])).rejects.toMatchObject({ code: 'stream_target_not_found' });
      await controls.command(alias, 'live.start', [target.body.id]);
      const request = fake.started.at(-1)!;
      expect(request.output.stream.urls).toEqual(['rtmp://live.example/app/key-1']);
      expect(request.output.segments.filenamePrefix).toBe(`hls/${alias}/segment`);
      expect(request.output.file).toBeUndefined();
      fake.infos.get('EG_1')!.status = EgressStatus.EGRESS_ACTIVE;
      const live = await stateWith(socket, (m) => m.live.status === 'active');
      expect(live.live.targets).toMatchObject([{ name: 'Channel', status: 'active' }]);
      fake.infos.get('EG_1')!.status = EgressStatus.EGRESS_FAILED;
      fake.infos.get('EG_1')!.error = 'RTMP connection refused';
      expect((await stateWith(socket, (m) => m.live.status === 'failed')).live.reason).toBe('egress_failed');
      // Failed is not stuck: the host can go live again.
      await controls.command(alias, 'live.start', [target.body.id]);
      expect(fake.started).toHaveLength(2);
      // Each egress opens its own page, with its own ticket.
      const [first, second] = fake.started.map((s) => s.options.customBaseUrl as string);
      expect(first).not.toBe(second);
      expect((await redeem(second)).status).toBe(200);
      socket.socket.close();
    } finally {
      await controls.shutdown();
    }
  }, 60_000);
});

describe('LiveKit configured but unreachable', () => {
  let unreachable: TestServer;
  beforeAll(async () => {
    // An egress service said to be deployed (without it, the embedded worker records the LiveKit room).
    process.env.LIVEKIT_EGRESS = 'on';
    unreachable = await startServer({
      livekit: { url: 'ws://127.0.0.1:41499', apiKey: 'key', apiSecret: 'secret-secret-secret-secret-secret' },
    });
  });
  afterAll(async () => {
    delete process.env.LIVEKIT_EGRESS;
    await unreachable.close();
  });

  it('tells the host at once that the egress service cannot be reached, and the room shows recording failed', async () => {
    const owner = await activeAccount(unreachable, 'Unreachable Host');
    const alias = (
      await unreachable.call('POST', '/conference/api/account/qrcode/create', {
        token: owner.token,
        body: { topic: 'No LiveKit', call_type: 'instant', mode: 'meeting' },
      })
    ).body.alias;
    const socket = await joinRoom(unreachable, alias, 'Host', owner.token);
    await socket.next((m) => m.type === 'room.snapshot');
    const began = Date.now();
    socket.send({ type: 'broadcast.command', action: 'record.start', ref: 901 });
    const reply = await socket.next((m) => m.ref === 901, 'refusal', 20_000);
    expect(reply).toMatchObject({
      type: 'error',
      code: 'egress_unavailable',
      message: 'The LiveKit egress service could not be reached. Please try again later.',
    });
    expect(Date.now() - began).toBeLessThan(15_000);
    expect((await stateWith(socket, (m) => m.record.status === 'failed')).record.reason).toBe('egress_unavailable');
    socket.socket.close();
  }, 60_000);
});
