import type { LeaveReason } from '@platform/contracts';
import { RoomServiceClient, WebhookReceiver, type WebhookEvent } from 'livekit-server-sdk';
import type { LiveKitSettings } from '../../livekit-env';
import type { MediaSeatObserver } from '../rooms/media-seat';
import { mediaPermission, type MediaSeat } from './service';

/** The part of livekit-server-sdk's RoomServiceClient the guard uses. */
export type RoomServiceApi = Pick<RoomServiceClient, 'removeParticipant' | 'updateParticipant' | 'deleteRoom'>;

interface Log {
  warn(object: Record<string, unknown>, message: string): void;
  debug(object: Record<string, unknown>, message: string): void;
}

/** LiveKit's answer when the participant or room is not (or no longer) there: nothing to enforce. */
const isNotFound = (error: unknown) =>
  (error as { status?: number } | null)?.status === 404 || /not.?found|does not exist/i.test(String((error as Error)?.message ?? ''));

/**
 * Holds the LiveKit room to the product's room. A token says what someone may do until it expires;
 * the room changes sooner: removed, blocked or gone people are taken out of the LiveKit room at once,
 * a demotion or a denied microphone or camera changes their permissions on the server (LiveKit then
 * unpublishes what is no longer allowed), and whoever joins (LiveKit's webhook) is checked against
 * the room, so an old token of someone no longer admitted gets them nowhere.
 */
export class LiveKitGuard implements MediaSeatObserver {
  private readonly receiver: WebhookReceiver;
  /**
   * One permission update in flight per member, and only the newest waiting behind it: two sent at once
   * (a promotion, then a denied microphone a moment later) could reach LiveKit in either order, and the
   * older one then stood (the denied microphone allowed again).
   */
  private readonly updates = new Map<string, { next: (() => Promise<unknown>) | null }>();

  constructor(
    private readonly api: RoomServiceApi,
    settings: Pick<LiveKitSettings, 'apiKey' | 'apiSecret'>,
    private readonly seatOf: (alias: string, identity: string) => Promise<MediaSeat | null>,
    private readonly log: Log,
  ) {
    this.receiver = new WebhookReceiver(settings.apiKey, settings.apiSecret);
  }

  changed(alias: string, seat: MediaSeat): void {
    this.inOrder(alias, seat.identity, () => this.api.updateParticipant(alias, seat.identity, { permission: mediaPermission(seat) }));
  }

  gone(alias: string, identity: string, reason: LeaveReason): void {
    // An update still waiting would only be refused: the member is out.
    const lane = this.updates.get(`${alias}\n${identity}`);
    if (lane) lane.next = null;
    void this.call(`remove (${reason})`, alias, identity, () => this.api.removeParticipant(alias, identity));
  }

  private inOrder(alias: string, identity: string, request: () => Promise<unknown>) {
    const key = `${alias}\n${identity}`;
    const running = this.updates.get(key);
    if (running) {
      running.next = request;
      return;
    }
    const lane = { next: request as (() => Promise<unknown>) | null };
    this.updates.set(key, lane);
    void (async () => {
      for (let next = lane.next; next; next = lane.next) {
        lane.next = null;
        await this.call('update permissions', alias, identity, next);
      }
      this.updates.delete(key);
    })();
  }

  ended(alias: string): void {
    void this.call('close room', alias, null, () => this.api.deleteRoom(alias));
  }

  /**
   * A webhook from LiveKit (signed with the API key: anything else is refused). A participant who
   * joined is held to their seat now, whatever their token said; one without a seat is removed. The seat
   * is asked of the room (several instances: as its owner keeps it); when that cannot be answered (Redis
   * away), the participant is left as their token says and a warning is logged, never removed blindly.
   * Returns false for a request that is not LiveKit's.
   */
  async webhook(body: string, authorization: string | undefined): Promise<boolean> {
    let event: WebhookEvent;
    try {
      event = await this.receiver.receive(body, authorization);
    } catch {
      return false;
    }
    const alias = event.room?.name;
    const identity = event.participant?.identity;
    if (event.event !== 'participant_joined' || !alias || !identity) return true;
    let seat: MediaSeat | null;
    try {
      seat = await this.seatOf(alias, identity);
    } catch (error) {
      this.log.warn(
        { room: alias, identity, err: { message: String((error as Error)?.message ?? error).slice(0, 200) } },
        "LiveKit: a joiner's seat could not be read; left as their token says",
      );
      return true;
    }
    if (!seat) this.gone(alias, identity, 'removed');
    // Read again when its turn comes: a change made while this one was read is not undone by it.
    else
      this.inOrder(alias, identity, async () => {
        const now = await this.seatOf(alias, identity);
        if (now) await this.api.updateParticipant(alias, identity, { permission: mediaPermission(now) });
      });
    return true;
  }

  /** LiveKit's answer is awaited, never thrown at the room: a refusal is logged, a vanished participant is fine. */
  private async call(what: string, alias: string, identity: string | null, request: () => Promise<unknown>) {
    try {
      await request();
    } catch (error) {
      const detail = {
        room: alias,
        identity,
        err: { name: (error as Error)?.name, message: String((error as Error)?.message ?? error).slice(0, 200) },
      };
      if (isNotFound(error)) this.log.debug(detail, `LiveKit: ${what}: not in the LiveKit room`);
      else this.log.warn(detail, `LiveKit: ${what} failed`);
    }
  }
}

/** The guard for a configured LiveKit, talking to its HTTP API (the ws URL's http twin). */
export function liveKitGuardFor(
  settings: LiveKitSettings,
  seatOf: (alias: string, identity: string) => Promise<MediaSeat | null>,
  log: Log,
) {
  const api = new RoomServiceClient(settings.url.replace(/^ws/, 'http'), settings.apiKey, settings.apiSecret);
  return new LiveKitGuard(api, settings, seatOf, log);
}
