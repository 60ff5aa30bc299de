import { LiveKitTransport, type LiveKitModule, type MediaTransport, type TransportListener } from '../../media';
import type { RoomClient } from '../../room/client';
import { initialTemplateState, roomEvent, templateStep, type TemplateEvent } from '../utils/template-signals';
import { PageSpeaker } from './page-speaker';

/**
 * The composite page as a LiveKit Egress custom template: media from the LiveKit room (subscribe
 * only: the egress's token is a hidden recorder's that cannot publish, and nothing here publishes),
 * the stage drawn to the viewport and the mix played to the page's audio output, both recorded by
 * the egress; START_RECORDING and END_RECORDING tell it when (see template-signals.ts).
 */
export class TemplateMode {
  private state = initialTemplateState();
  private speaker: PageSpeaker | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Why LiveKit could not be joined (an i18n key), once it failed before the recording started. */
  errorKey: string | null = null;

  constructor(
    private readonly livekit: { url: string; token: string },
    /** The egress reads the page's console. */
    private readonly log: (line: string) => void = (line) => console.log(line),
    /** livekit-client, fetched only when the page runs as a template (tests pass a fake). */
    private readonly load?: () => Promise<LiveKitModule>,
  ) {}

  /** The LiveKit room as the composite's media source, in place of the mesh. */
  transport(listener: TransportListener): MediaTransport {
    return new LiveKitTransport({
      url: this.livekit.url,
      token: this.livekit.token,
      adaptiveStream: false,
      load: this.load,
      listener: {
        ...listener,
        status: (status, errorKey) => {
          listener.status?.(status, errorKey);
          if (status === 'connected') this.feed('media_connected');
          if (status === 'failed') {
            if (this.state.phase === 'waiting') this.errorKey = errorKey;
            this.feed('media_failed');
          }
        },
      },
    });
  }

  /** In place of the worker socket: the mix plays here, and the room's join state is followed. */
  begin(client: RoomClient, audio: MediaStreamTrack) {
    this.speaker = new PageSpeaker(audio);
    const follow = (join: string) => {
      const event = roomEvent(join);
      if (event) this.feed(event);
    };
    this.unsubscribe = client.store.subscribe((state, previous) => {
      if (state.join !== previous.join) follow(state.join);
    });
    follow(client.store.getState().join);
  }

  frameDrawn() {
    if (!this.state.frame) this.feed('frame_drawn');
  }

  private feed(event: TemplateEvent) {
    const step = templateStep(this.state, event);
    this.state = step.state;
    if (step.line) this.log(step.line);
  }

  close() {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.speaker?.close();
    this.speaker = null;
  }
}
