import { joinBroadcastWorker, serviceSocketUrl, type EventCustomisation } from '@platform/shared-api';
import type { MediaTransport, RemoteMedia } from '../../media';
import { isFinal, RoomClient, type JoinState } from '../../room/client';
import type { RoomView } from '../../room/client';
import { COMPOSITE_SIZE, compositeLayout, streamedPeople } from '../utils/composite-layout';
import { compositeLook } from '../utils/composite-look';
import { drawLook, drawStage, showsPicture, type StageSource } from '../utils/draw-stage';
import { StageGate } from '../utils/stage-gate';
import { drawReactions, type CompositeReaction } from '../utils/draw-reactions';
import { LanguageRecorders } from './language-recorders';
import { AudioMix } from './audio-mix';
import { compositeTransport } from './composite-media';
import { LookPictures } from './look-pictures';
import { PageOutputs, type OutputsMessage } from './page-outputs';
import type { TemplateMode } from './template-mode';

const FRAME_MS = 1000 / 30;

/** Resolves once the room client is in the room (its snapshot came); rejects when the room shut it out. */
function inTheRoom(client: RoomClient): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (join: JoinState) => {
      if (join !== 'connected' && !isFinal(join)) return false;
      stop();
      if (join === 'connected') resolve();
      else reject(new Error(`the room answered ${join}`));
      return true;
    };
    const stop = client.store.subscribe((state) => void check(state.join));
    check(client.store.getState().join);
  });
}

/**
 * The composite page's work, outside React: trade the worker ticket, join the room as the hidden
 * recorder (receives everyone's media over the mesh, never publishes), draw the stage to a canvas
 * at 30 fps, mix everyone audible, and encode both for the API's worker socket. As a LiveKit Egress
 * template (template-mode.ts) media comes from LiveKit and the egress records the page instead.
 */
export class CompositeWorker {
  private client: RoomClient | null = null;
  private transport: MediaTransport | null = null;
  private socket: WebSocket | null = null;
  private outputs: PageOutputs | null = null;
  private readonly mix = new AudioMix();
  private readonly videos = new Map<string, HTMLVideoElement>();
  private remotes = new Map<string, RemoteMedia>();
  private lastSpeaker: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** The host's customisation, as the call page shows it (null: the product's own look). */
  private look: EventCustomisation | null = null;
  private readonly pictures = new LookPictures();
  /** The livestream's language mixes (HLS audio renditions) and whether the livestream runs. */
  private languageRecorders: LanguageRecorders | null = null;
  private live = false;
  /** The room's reactions while they rise (issue 29). */
  private reactions: CompositeReaction[] = [];
  private stopReactions: (() => void) | null = null;
  /** The first output starts once the stage's cameras show (or after a few seconds anyway). */
  private readonly gate = new StageGate();

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly badgesOf: (roles: string[]) => string[],
    /** Set when the page runs as a LiveKit Egress template: media from LiveKit, output to the page itself. */
    private readonly template: TemplateMode | null = null,
  ) {}

  /** The host's customisation to draw from now on (read by the page like the call page reads it). */
  setLook(look: EventCustomisation | null) {
    this.look = look;
  }

  /** Resolves once joined; rejects when the ticket is refused (the page then says so). */
  async start(alias: string, ticket: string) {
    const joined = await joinBroadcastWorker({ ticket });
    const client = new RoomClient({
      session: {
        alias,
        member_id: joined.member_id,
        ticket: joined.room_ticket,
        resume_token: null,
        display_name: 'Recorder',
        role: 'recorder',
        mic_on: false,
        camera_on: false,
        has_mic: false,
      },
      initial: { micOn: false, cameraOn: false, hasMic: false },
    });
    this.client = client;
    const transport = await compositeTransport(
      alias,
      client,
      this.template,
      {
        remotes: (remotes) => {
          this.remotes = remotes;
          this.syncMedia();
        },
      },
      joined.livekit,
    );
    this.transport = transport;
    if (transport.kind === 'livekit') {
      // In the room first: LiveKit tells the service who joined it (its webhook), and the service keeps
      // only the room's members there; a recorder not yet in the room was turned out of LiveKit at once.
      client.start();
      await inTheRoom(client);
    }
    await transport.connect();
    this.unsubscribe = client.store.subscribe((state) => {
      transport.setParticipants(this.people(state.view).map((p) => p.id));
      // Someone made or no longer interpreter: their voice leaves or joins the floor.
      this.syncMedia();
    });
    this.stopReactions = client.onMessage((message) => {
      if (message.type !== 'reaction') return;
      const lane = this.reactions.filter((r) => r.from === message.from).length;
      this.reactions.push({ from: message.from, emoji: message.emoji, at: Date.now(), lane });
    });
    if (transport.kind !== 'livekit') client.start();

    const g = this.canvas.getContext('2d')!;
    this.timer = setInterval(() => this.draw(g), FRAME_MS);
    if (this.template) return this.template.begin(client, this.mix.track);
    const stream = new MediaStream([this.canvas.captureStream(30).getVideoTracks()[0], this.mix.track]);
    const socket = new WebSocket(
      serviceSocketUrl('accountApi', `/broadcast/worker/socket?token=${encodeURIComponent(joined.ingest_token)}`),
    );
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    const open = () => socket.readyState === WebSocket.OPEN;
    this.outputs = new PageOutputs(
      stream,
      (frame) => {
        if (open()) socket.send(frame);
      },
      (kind, at) => {
        if (open()) socket.send(JSON.stringify({ type: 'started', kind, at }));
      },
    );
    // One mix per interpretation language while live: the HLS output's audio renditions (issue 13).
    this.languageRecorders = new LanguageRecorders(
      (language) => this.mix.languageTrack(language),
      (frame) => {
        if (open()) socket.send(frame);
      },
      (message) => {
        if (open()) socket.send(JSON.stringify(message));
      },
    );
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      const message = JSON.parse(event.data) as OutputsMessage;
      if (message.type !== 'outputs') return;
      this.gate.arm();
      // Every message waits on the same gate, so they still apply in the order they came.
      void this.gate.opened.then(() => {
        this.outputs?.apply(message);
        this.live = message.live === 'on';
        this.languageRecorders?.update(this.live, this.mix.languages);
      });
    };
    socket.onclose = () => this.close();
  }

  /** Who viewers see and hear: the stage (backstage people and the audience are left out). */
  private people(view: RoomView) {
    return streamedPeople(view.participants, view.room?.mode ?? 'meeting');
  }

  private syncMedia() {
    const audio = new Map<string, MediaStreamTrack>();
    for (const [id, remote] of this.remotes) {
      const track = remote.stream?.getAudioTracks()[0];
      if (track) audio.set(id, track);
      this.videoFor(`${id}:camera`, remote.stream ? new MediaStream(remote.stream.getVideoTracks()) : null);
      this.videoFor(`${id}:screen`, remote.screenStream ?? null);
    }
    this.mix.sync(audio, this.client?.store.getState().view.participants ?? []);
    this.languageRecorders?.update(this.live, this.mix.languages);
  }

  private videoFor(key: string, stream: MediaStream | null) {
    const existing = this.videos.get(key);
    const track = stream?.getVideoTracks()[0] ?? null;
    if (!track) {
      if (existing) existing.srcObject = null;
      this.videos.delete(key);
      return;
    }
    if (existing && (existing.srcObject as MediaStream | null)?.getVideoTracks()[0] === track) return;
    const video = existing ?? document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = new MediaStream([track]);
    void video.play().catch(() => undefined);
    this.videos.set(key, video);
  }

  private draw(g: CanvasRenderingContext2D) {
    const view = this.client?.store.getState().view;
    if (!view) return;
    const logo = this.pictures.get(this.look?.logo.image_url);
    const look = compositeLook(
      this.look,
      COMPOSITE_SIZE,
      logo && { width: logo.naturalWidth, height: logo.naturalHeight },
      (text, font) => {
        g.font = font;
        return g.measureText(text).width;
      },
    );
    const nameBadge = this.pictures.get(look.nameBadgeUrl);
    const sources: StageSource[] = [];
    const people = this.people(view);
    for (const p of people) {
      const remote = this.remotes.get(p.id);
      const base = {
        id: p.id,
        name: p.displayName,
        badges: this.badgesOf(p.roles),
        pinned: p.pinned,
        speaking: !!remote?.speaking && p.micOn,
        nameBadge: p.roles.includes('host') ? nameBadge : null,
      };
      sources.push({ ...base, kind: 'camera', video: p.cameraOn ? (this.videos.get(`${p.id}:camera`) ?? null) : null });
      const screen = this.videos.get(`${p.id}:screen`);
      if (screen) sources.push({ ...base, kind: 'screen', speaking: false, nameBadge: null, video: screen });
    }
    const speaking = sources.find((s) => s.speaking);
    if (speaking) this.lastSpeaker = speaking.id;
    const tiles = compositeLayout(sources, this.lastSpeaker, COMPOSITE_SIZE);
    drawStage(g, tiles, COMPOSITE_SIZE, this.pictures.get(look.sceneUrl));
    const joined = this.client?.store.getState().join === 'connected';
    this.gate.note(joined && people.every((p) => !p.cameraOn || showsPicture(this.videos.get(`${p.id}:camera`))));
    drawLook(g, look, logo);
    if (this.reactions.length) this.reactions = drawReactions(g, this.reactions, tiles, COMPOSITE_SIZE, Date.now());
    this.template?.frameDrawn();
  }

  close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.gate.close();
    this.outputs?.close();
    this.languageRecorders?.close();
    this.unsubscribe?.();
    this.stopReactions?.();
    this.transport?.close();
    this.client?.close();
    this.socket?.close();
    this.mix.close();
    this.template?.close();
  }
}
