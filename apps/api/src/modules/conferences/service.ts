import type { ConferenceListBody } from '@platform/contracts';
import type { Database } from '../../db/database';
import { errors } from '../../errors';
import { memoryLimiters, type Limiter, type LimiterFactory } from '../../lib/attempt-limiter';
import { randomAlias, randomToken, safeEqual } from '../../lib/secrets';
import type { OutboxService } from '../outbox/service';
import { ConferenceRepository, type EventRow, type SpeakerRow } from './repository';
import { checkSpeakers, eventFields, parseHexId, type EventInput } from './event-fields';
import { eventJson, roomStateOf } from './event-json';
import { EventSpeakers } from './event-speakers';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

export class ConferenceService {
  readonly repository: ConferenceRepository;
  readonly speakers: EventSpeakers;
  /** Wrong passcodes per event and client. */
  /** Per (event, client): five free tries, then a doubling wait (2 s up to a minute) instead of a lock-out. */
  readonly passcodeLimiter: Limiter;

  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxService,
    limiters: LimiterFactory = memoryLimiters,
  ) {
    this.repository = new ConferenceRepository(db);
    this.speakers = new EventSpeakers(this.repository, outbox, (hostId, alias) => this.hostedEvent(hostId, alias));
    this.passcodeLimiter = limiters.backoff('passcode', { freeAttempts: 5, baseSeconds: 2, maxSeconds: 60, forgetAfterSeconds: 10 * 60 });
  }

  async create(hostId: number, input: EventInput, base: string) {
    const fields = eventFields(input, null);
    checkSpeakers(input.speakers);
    await this.speakers.admitInvites(hostId, null, input.speakers);
    const id = await this.db.transaction(async (tx) => {
      let eventId: number | null = null;
      for (let attempt = 0; eventId === null && attempt < 5; attempt++) {
        eventId = await this.repository.insert(hostId, randomAlias(), randomToken(18), fields, tx);
      }
      if (eventId === null) throw new Error('could not allocate an event alias');
      return eventId;
    });
    if (input.speakers) await this.speakers.replaceSpeakers(id, input.speakers, base);
    return this.detailById(id, hostId, base);
  }

  async update(hostId: number, hexId: string, input: EventInput, base: string) {
    const event = await this.ownedEvent(hostId, hexId);
    const fields = eventFields(input, event);
    checkSpeakers(input.speakers);
    await this.speakers.admitInvites(hostId, event.id, input.speakers);
    await this.repository.update(event.id, fields);
    if (input.speakers) await this.speakers.replaceSpeakers(event.id, input.speakers, base);
    return this.detailById(event.id, hostId, base);
  }

  async delete(hostId: number, hexId: string) {
    const event = await this.ownedEvent(hostId, hexId);
    await this.repository.delete(event.id);
    return { ok: true as const };
  }

  async list(hostId: number, query: NonNullable<ConferenceListBody>, base: string) {
    const limit = !query.limit ? DEFAULT_PAGE : Math.min(query.limit, MAX_PAGE);
    const action = query.action?.trim().toLowerCase();
    const rows = await this.repository.listForHost(hostId, {
      beforeId: parseHexId(query.from_hex_id, 'from_hex_id'),
      limit,
      search: query.search?.trim() || null,
      when: action === 'upcoming' || action === 'past' ? action : null,
    });
    const speakers = await this.repository.speakersOf(rows.map((row) => row.id));
    const people = await Promise.all(rows.map((row) => this.peopleIn(row.alias)));
    const items = rows.map((row, i) =>
      eventJson(
        base,
        row,
        speakers.filter((s) => s.event_id === row.id),
        hostId,
        people[i],
      ),
    );
    return { items, next_from_hex_id: rows.length === limit ? rows[rows.length - 1].id.toString(16) : null };
  }

  /** The host ended the event for everyone: it is over now, whatever its planned end (lists stop calling it live). */
  async markEnded(alias: string) {
    await this.db.query('UPDATE events SET end_time = now() WHERE alias = $1 AND end_time > now()', [alias]);
  }

  async byAlias(alias: string) {
    const event = await this.repository.byAlias(alias);
    if (!event) throw errors.invalidConferenceLink();
    return event;
  }

  async detail(alias: string, viewerId: number | null, base: string) {
    const event = await this.byAlias(alias);
    return eventJson(base, event, await this.repository.speakersOf([event.id]), viewerId, await this.peopleIn(event.alias));
  }

  private async detailById(id: number, viewerId: number, base: string) {
    const event = (await this.repository.byId(id))!;
    return eventJson(base, event, await this.repository.speakersOf([id]), viewerId, await this.peopleIn(event.alias));
  }

  /** Public facts for the join page. */
  /** The speaker a speaker link names, when it is one of this event's speakers. */
  async invitedSpeaker(event: EventRow, speakerAlias: string | undefined): Promise<SpeakerRow | null> {
    if (!speakerAlias) return null;
    const speaker = await this.repository.speakerByAlias(speakerAlias);
    return speaker && speaker.event_id === event.id ? speaker : null;
  }

  /** The join page's facts; with a valid speaker link the speaker is greeted by name and needs no passcode. */
  async shortDetail(alias: string, speakerAlias?: string) {
    const event = await this.byAlias(alias);
    const speaker = await this.invitedSpeaker(event, speakerAlias);
    return {
      alias: event.alias,
      topic: event.topic,
      has_passcode: event.passcode !== null && !speaker,
      ...(speaker ? { speaker: { name: speaker.name } } : {}),
      mode: event.mode,
      call_type: event.call_type,
      start_time: new Date(event.start_time).toISOString(),
      end_time: new Date(event.end_time).toISOString(),
      host: { display_name: event.host_display_name },
      ...roomStateOf(event, await this.peopleIn(event.alias)),
    };
  }

  /** How many people the room controller has in an event's room (followRooms); none before it is wired. */
  private peopleIn: (alias: string) => number | Promise<number> = () => 0;

  /** The room controller tells how many people are in a room: `live` follows the room, not the clock. */
  followRooms(peopleIn: (alias: string) => number | Promise<number>) {
    this.peopleIn = peopleIn;
  }

  /** Checks a join passcode: 400 passcode_wrong, 429 after 5 wrong tries per event and client. The host needs none. */
  async checkPasscode(event: EventRow, passcode: string | undefined, viewerId: number | null, clientKey: string) {
    if (event.passcode === null || viewerId === event.host_id) return;
    const key = `${event.alias}|${clientKey}`;
    await this.passcodeLimiter.assertAllowed(key);
    if (!passcode) throw errors.fieldRequired('passcode');
    if (!safeEqual(passcode.trim(), event.passcode)) {
      await this.passcodeLimiter.hit(key);
      throw errors.passcodeWrong();
    }
  }

  async verifyCall(alias: string, passcode: string | undefined, viewerId: number | null, clientKey: string) {
    const event = await this.byAlias(alias);
    await this.checkPasscode(event, passcode, viewerId, clientKey);
    return { ok: true as const, alias: event.alias, mode: event.mode, is_host: viewerId === event.host_id };
  }

  async hostUrl(hostId: number, alias: string, base: string) {
    const event = await this.byAlias(alias);
    if (event.host_id !== hostId) throw errors.permissionDenied();
    return { url: `${base}/c/${event.alias}?host_key=${event.host_key}` };
  }

  /** The event behind an id, if the account hosts it: 404 when missing, 403 when someone else's. */
  private async ownedEvent(hostId: number, hexId: string) {
    const id = parseHexId(hexId);
    const event = id === null ? null : await this.repository.byId(id);
    if (!event) throw errors.notFound('Event');
    if (event.host_id !== hostId) throw errors.permissionDenied();
    return event;
  }

  async hostedEvent(hostId: number, alias: string) {
    const event = await this.byAlias(alias);
    if (event.host_id !== hostId) throw errors.permissionDenied();
    return event;
  }
}
