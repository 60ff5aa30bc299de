import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../context';
import { randomToken } from '../../lib/secrets';
import type { Connection } from '../../lib/connection';
import type { RoomDoor } from '../rooms/door';
import { RecordingService } from '../recordings/service';
import { StreamTargetRepository } from '../stream-targets/repository';
import { chosenTargets, pickableTargets, type BroadcastControls } from './broadcast-controls';
import { BroadcastRefused } from './broadcast-refused';
import { BroadcastSession } from './broadcast-session';
import { idleBroadcastState } from './broadcast-state';
import { openCompositeBrowser } from './chromium-worker';
import { COMPOSITE_VIEWPORT } from './composite-viewport';
import { recoverInterrupted, type RecoveryOutcome } from './interrupted-recordings';
import { recordingClaims } from './recording-claims';
import { pageFrames } from './page-frames';
import { capabilityOf, findTools, type BroadcastTools } from './tools';
import { compositePageUrl, EGRESS_TICKET_TTL_MS, WORKER_TICKET_TTL_MS, WorkerTickets } from './worker-tickets';

/**
 * The embedded egress: one session (composite browser + ffmpeg outputs) per room that records or
 * streams, at most BROADCAST_MAX_WORKERS at once. Sessions end with the room, the host's stop or
 * the worker's death, and the room always hears why.
 */
export { BroadcastRefused } from './broadcast-refused';

export class BroadcastService implements BroadcastControls {
  /** Looked for again while something is missing: a program installed later is found without a restart. */
  tools: BroadcastTools;
  readonly maxWorkers: number;
  private readonly sessions = new Map<string, BroadcastSession>();
  private readonly workerTickets = new WorkerTickets();
  private readonly pageSockets = new Map<string, Connection>();
  private readonly recordings: RecordingService;
  private readonly targets: StreamTargetRepository;
  private readonly roomWatch: NodeJS.Timeout;
  /** Recordings the service died during, finished and saved at start (see interrupted-recordings.ts). */
  readonly recovered: Promise<RecoveryOutcome[]>;
  /** Several instances: recordings of instances that died while recording, looked for every few seconds. */
  private readonly orphanWatch: NodeJS.Timeout | null = null;
  /** Told of each recording finished for an instance that died (several instances; `app.ts` logs them). */
  onRecovered: (outcomes: RecoveryOutcome[]) => void = () => undefined;
  /** Where the worker's browser opens the call remote (this service serves the site). */
  /** Opens the composite page in the worker's browser (the real Chromium; API tests stand in as the page). */
  openBrowser = openCompositeBrowser;
  siteUrl: () => string = () => process.env.BROADCAST_SITE_URL ?? `http://127.0.0.1:${this.ctx.config.port}`;

  constructor(
    private readonly ctx: AppContext,
    private readonly rooms: RoomDoor,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.tools = findTools(env);
    this.maxWorkers = Math.max(1, Number(env.BROADCAST_MAX_WORKERS ?? 2) || 2);
    this.recordings = new RecordingService(ctx.db, ctx.files);
    this.targets = new StreamTargetRepository(ctx.db);
    this.roomWatch = setInterval(() => this.watchRooms(), 2000);
    this.roomWatch.unref();
    const { ffmpeg, ffprobe } = this.tools;
    const tools = ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
    const recover = (claim?: Parameters<typeof recoverInterrupted>[3]) =>
      tools
        ? recoverInterrupted(
            this.folders().recordings,
            tools,
            async (owner, file) => void (await this.recordings.saveBroadcast(owner.hostAccountId, file, owner.title, owner.alias)),
            claim,
          )
        : Promise.resolve([]);
    // Several instances share the data folder: each finishes its own from before a restart, and those of an instance
    // that died (recording-claims.ts), never another live instance's.
    const claims = ctx.redis ? recordingClaims(ctx.redis, ctx.config.instanceId) : null;
    this.recovered = recover(claims?.atStart);
    if (claims && tools) {
      let looking = false;
      this.orphanWatch = setInterval(() => {
        if (looking) return;
        looking = true;
        void recover(claims.later)
          .then((outcomes) => outcomes.length && this.onRecovered(outcomes))
          .finally(() => (looking = false));
      }, 5000);
      this.orphanWatch.unref();
    }
  }

  /** What anyone may read: whether it can run, and how busy it is (what is missing goes to the log). */
  capability() {
    return { available: capabilityOf(this.tools).available, max_workers: this.maxWorkers, active_workers: this.sessions.size };
  }

  /** What the operator reads in the log: the programs missing and how to install them, or null. */
  missingTools(): string | null {
    const cap = capabilityOf(this.tools);
    return cap.available
      ? null
      : `Recording and livestreaming are off: this server lacks ${cap.missing.join(' and ')}. Install with: ${cap.install} (or set CHROMIUM_PATH, FFMPEG_PATH, FFPROBE_PATH).`;
  }

  private folders() {
    const root = this.ctx.config.dataDir.startsWith('memory://') ? path.join(tmpdir(), 'platform-broadcast') : this.ctx.config.dataDir;
    return { recordings: path.join(root, 'broadcast', 'recordings'), hls: path.join(root, 'hls') };
  }

  /** Where finished recordings are written before they move to the host's files. */
  recordingsFolder() {
    return this.folders().recordings;
  }

  hlsFolder() {
    return this.folders().hls;
  }

  session(alias: string) {
    return this.sessions.get(alias);
  }

  stateOf(alias: string) {
    return this.sessions.get(alias)?.json() ?? idleBroadcastState();
  }

  /** The session of a room, opening the composite browser for it when none runs. */
  private async sessionFor(alias: string): Promise<BroadcastSession> {
    const existing = this.sessions.get(alias);
    if (existing) return existing;
    if (!capabilityOf(this.tools).available) this.tools = findTools(this.env);
    if (!capabilityOf(this.tools).available) throw new BroadcastRefused('broadcast_unavailable');
    if (this.sessions.size >= this.maxWorkers) throw new BroadcastRefused('worker_limit');
    const room = this.rooms.view(alias);
    if (!room) throw new BroadcastRefused('invalid_state');
    const folders = this.folders();
    await mkdir(folders.recordings, { recursive: true });
    const session = new BroadcastSession(
      alias,
      room.hostAccountId,
      room.title,
      randomToken(24),
      folders,
      { ffmpeg: this.tools.ffmpeg!, ffprobe: this.tools.ffprobe! },
      {
        changed: (s) => this.announce(s),
        toPage: (s, message) => this.pageSockets.get(s.ingestToken)?.send(message),
        saved: async (s, file) => {
          const saved = await this.recordings.saveBroadcast(s.hostAccountId, file, s.title, s.alias);
          s.savedRecordingId = saved.id;
        },
        idle: (s) => void this.close(s),
      },
      this.ctx.redis ? this.ctx.config.instanceId : undefined,
    );
    this.sessions.set(alias, session);
    void this.launch(session);
    return session;
  }

  private async launch(session: BroadcastSession) {
    const url = compositePageUrl(this.siteUrl(), session.alias, this.workerTickets.mint(session.alias, WORKER_TICKET_TTL_MS, false));
    try {
      const browser = await this.openBrowser(this.tools.chromium!, url, COMPOSITE_VIEWPORT);
      if (this.sessions.get(session.alias) !== session) return void browser.close();
      session.browser = browser;
      void browser.ended.then(() => {
        if (this.sessions.get(session.alias) === session && session.browser === browser) void session.endAll('worker_died', true);
      });
    } catch {
      await session.endAll('worker_died', true);
    }
  }

  /**
   * The custom template URL of one LiveKit egress (one per output it starts): the composite page with
   * a fresh single-use ticket, so it joins the room socket as the hidden recorder (names, roles, pins,
   * the host's look) while its media comes from LiveKit (the egress adds `url`, `token`, `layout`).
   */
  egressTemplateUrl(alias: string, site: string) {
    return compositePageUrl(site, alias, this.workerTickets.mint(alias, EGRESS_TICKET_TTL_MS, true));
  }

  /**
   * A single-use worker ticket becomes the recorder's room ticket and, for this service's own worker,
   * the page's ingest token. An egress's page sends no media here: its ingest token is empty.
   */
  async redeemWorkerTicket(ticket: string) {
    const entry = this.workerTickets.take(ticket);
    if (!entry) return null;
    const ingestToken = entry.egress ? (this.rooms.view(entry.alias) ? '' : null) : (this.sessions.get(entry.alias)?.ingestToken ?? null);
    if (ingestToken === null) return null;
    const { ticket: roomTicket, memberId } = await this.ctx.signal.admit({
      alias: entry.alias,
      displayName: 'Recorder',
      accountId: null,
      role: 'recorder',
    });
    return { room_ticket: roomTicket, member_id: memberId, ingest_token: ingestToken, alias: entry.alias };
  }

  knowsPage(token: string): boolean {
    return !!token && [...this.sessions.values()].some((s) => s.ingestToken === token);
  }

  /** The composite page's socket: outputs go to it, WebM frames come from it. */
  attachPage(token: string, connection: Connection) {
    const session = [...this.sessions.values()].find((s) => s.ingestToken === token);
    if (!session) return null;
    this.pageSockets.set(token, connection);
    connection.send(session.pageOutputs());
    return {
      ...pageFrames(session),
      close: () => {
        if (this.pageSockets.get(token) === connection) this.pageSockets.delete(token);
      },
    };
  }

  async command(alias: string, action: string, targetIds: unknown): Promise<void> {
    if (action === 'record.start' || action === 'live.start') {
      const session = await this.sessionFor(alias);
      const kind = action === 'record.start' ? 'record' : 'live';
      if (['starting', 'active', 'paused', 'stopping'].includes(session[kind].status)) throw new BroadcastRefused('invalid_state');
      if (kind === 'record') session.startRecording();
      else await session.startLive(await chosenTargets(this.targets, session.hostAccountId, targetIds));
      return;
    }
    const session = this.sessions.get(alias);
    if (!session) throw new BroadcastRefused('invalid_state');
    try {
      if (action === 'record.pause') session.pauseRecording();
      else if (action === 'record.resume') session.resumeRecording();
      else if (action === 'record.stop') await session.end('record', 'host_stopped');
      else if (action === 'live.stop') await session.end('live', 'host_stopped');
      else throw new BroadcastRefused('invalid_state');
    } catch (error) {
      if (error instanceof BroadcastRefused) throw error;
      throw new BroadcastRefused('invalid_state');
    }
  }

  /** The host's stream targets as the Go live picker lists them (the key stays on the server). */
  targetsOf(accountId: number) {
    return pickableTargets(this.targets, accountId);
  }

  private announce(session: BroadcastSession) {
    this.rooms.announce(session.alias, session.json());
  }

  /** Rooms that ended or emptied stop their broadcast (the recording is kept). */
  private watchRooms() {
    for (const session of this.sessions.values()) {
      const room = this.rooms.view(session.alias);
      if (!room || room.participants.size === 0) void session.endAll('room_ended', false);
    }
    this.workerTickets.sweep();
  }

  private async close(session: BroadcastSession) {
    if (this.sessions.get(session.alias) !== session) return;
    this.sessions.delete(session.alias);
    this.pageSockets.get(session.ingestToken)?.close(1000, 'ended');
    this.pageSockets.delete(session.ingestToken);
    await session.browser?.close();
    session.browser = null;
    this.announce(session);
  }

  /** Service shutdown: recordings are finished and saved, browsers and encoders end. */
  async shutdown() {
    clearInterval(this.roomWatch);
    if (this.orphanWatch) clearInterval(this.orphanWatch);
    await this.recovered;
    await Promise.all([...this.sessions.values()].map((s) => s.endAll('room_ended', false)));
    await Promise.all([...this.sessions.values()].map((s) => this.close(s)));
  }
}
