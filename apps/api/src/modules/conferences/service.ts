import { eventInviteLink, isEmail, type ConferenceListBody, type ConferenceUpdateBody, type SpeakerAddBody } from '@platform/contracts';
import type { Database } from '../../db/database';
import { errors } from '../../errors';
import { memoryLimiters, type Limiter, type LimiterFactory } from '../../lib/attempt-limiter';
import { randomAlias, randomToken, safeEqual } from '../../lib/secrets';
import type { OutboxService } from '../outbox/service';
import { ConferenceRepository, type EventFields, type EventRow, type SpeakerRow } from './repository';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

/** An event's fields as create and update receive them (libs/contracts/src/rest/conferences.ts). */
export type EventInput = Omit<ConferenceUpdateBody, 'id'>;

/** Links are built from the public origin of the request (the invite link's shape is in contracts). */
export const speakerLink = (base: string, eventAlias: string, speakerAlias: string) => `${base}/j/${eventAlias}?speaker=${speakerAlias}`;

export function speakerJson(base: string, eventAlias: string, speaker: SpeakerRow) {
  return { alias: speaker.alias, name: speaker.name, email: speaker.email, speaker_link: speakerLink(base, eventAlias, speaker.alias) };
}

/** ConferenceEvent of libs/shared-api; the passcode goes to the host only. */
export function eventJson(base: string, row: EventRow, speakers: SpeakerRow[], viewerId: number | null, peopleInRoom = 0) {
  const isHost = viewerId === row.host_id;
  return {
    id: row.id.toString(16),
    alias: row.alias,
    topic: row.topic,
    description: row.description,
    ...(isHost ? { passcode: row.passcode } : {}),
    has_passcode: row.passcode !== null,
    start_time: new Date(row.start_time).toISOString(),
    end_time: new Date(row.end_time).toISOString(),
    mode: row.mode,
    call_type: row.call_type,
    invite_link: eventInviteLink(base, row.alias),
    // A speaker's link is that speaker's key to the stage: only the host sees links and e-mails.
    speakers: isHost
      ? speakers.map((speaker) => speakerJson(base, row.alias, speaker))
      : speakers.map((speaker) => ({ name: speaker.name })),
    host: { id: String(row.host_id), display_name: row.host_display_name },
    is_host: isHost,
    ...roomStateOf(row, peopleInRoom),
  };
}

/**
 * Live: someone is in the event's room now, as the room controller knows it (not the clock).
 * Ended: nobody is in and its end is past (End for all sets the end to now).
 */
function roomStateOf(row: Pick<EventRow, 'end_time'>, peopleInRoom: number) {
  const live = peopleInRoom > 0;
  return { live, ended: !live && new Date(row.end_time).getTime() <= Date.now() };
}

/** Event ids travel as hex (from_hex_id). */
export function parseHexId(value: string | undefined | null, field = 'id'): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (!/^[0-9a-f]{1,13}$/i.test(value)) throw errors.invalidInput(field);
  return parseInt(value, 16);
}

function parseTime(value: string, field: string): Date {
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || time.getFullYear() < 2000 || time.getFullYear() > 9999) throw errors.invalidInput(field);
  return time;
}

export class ConferenceService {
  readonly repository: ConferenceRepository;
  /** Wrong passcodes per event and client. */
  /** Per (event, client): five free tries, then a doubling wait (2 s up to a minute) instead of a lock-out. */
  readonly passcodeLimiter: Limiter;

  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxService,
    limiters: LimiterFactory = memoryLimiters,
  ) {
    this.repository = new ConferenceRepository(db);
    this.passcodeLimiter = limiters.backoff('passcode', { freeAttempts: 5, baseSeconds: 2, maxSeconds: 60, forgetAfterSeconds: 10 * 60 });
  }

  /** Validates an event's fields; `current` holds the stored values on update. */
  private fields(input: EventInput, current: EventFields | null): EventFields {
    const topic = input.topic !== undefined ? input.topic.trim() : (current?.topic ?? '');
    if (!topic) throw errors.fieldRequired('topic');
    const callType = input.call_type ?? current?.call_type ?? 'scheduled';
    const mode = input.mode ?? current?.mode ?? 'conference';
    let start: Date;
    if (input.start_time) start = parseTime(input.start_time, 'start_time');
    else if (current) start = current.start_time;
    else if (callType === 'instant') start = new Date();
    else throw errors.fieldRequired('start_time');
    let end: Date;
    if (input.end_time) end = parseTime(input.end_time, 'end_time');
    else if (input.duration_minutes !== undefined) end = new Date(start.getTime() + input.duration_minutes * 60_000);
    else if (current) end = new Date(start.getTime() + (current.end_time.getTime() - current.start_time.getTime()));
    else if (callType === 'instant') end = new Date(start.getTime() + 60 * 60_000);
    else throw errors.fieldRequired('end_time');
    if (end.getTime() <= start.getTime()) throw errors.invalidInput('end_time', 'End time must be after start time.');
    const passcode = input.passcode !== undefined ? input.passcode?.trim() || null : (current?.passcode ?? null);
    const description = input.description !== undefined ? input.description?.trim() || null : (current?.description ?? null);
    return { topic, description, passcode, start_time: start, end_time: end, mode, call_type: callType };
  }

  private checkSpeakers(speakers: EventInput['speakers']) {
    for (const [index, speaker] of (speakers ?? []).entries()) {
      if (!speaker.name.trim()) throw errors.fieldRequired(`speakers[${index}].name`);
      if (!isEmail(speaker.email)) throw errors.emailInvalid(`speakers[${index}].email`);
    }
  }

  async create(hostId: number, input: EventInput, base: string) {
    const fields = this.fields(input, null);
    this.checkSpeakers(input.speakers);
    await this.admitInvites(hostId, null, input.speakers);
    const id = await this.db.transaction(async (tx) => {
      let eventId: number | null = null;
      for (let attempt = 0; eventId === null && attempt < 5; attempt++) {
        eventId = await this.repository.insert(hostId, randomAlias(), randomToken(18), fields, tx);
      }
      if (eventId === null) throw new Error('could not allocate an event alias');
      return eventId;
    });
    if (input.speakers) await this.replaceSpeakers(id, input.speakers, base);
    return this.detailById(id, hostId, base);
  }

  async update(hostId: number, hexId: string, input: EventInput, base: string) {
    const event = await this.ownedEvent(hostId, hexId);
    const fields = this.fields(input, event);
    this.checkSpeakers(input.speakers);
    await this.admitInvites(hostId, event.id, input.speakers);
    await this.repository.update(event.id, fields);
    if (input.speakers) await this.replaceSpeakers(event.id, input.speakers, base);
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
    const items = rows.map((row) =>
      eventJson(
        base,
        row,
        speakers.filter((s) => s.event_id === row.id),
        hostId,
        this.peopleIn(row.alias),
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
    return eventJson(base, event, await this.repository.speakersOf([event.id]), viewerId, this.peopleIn(event.alias));
  }

  private async detailById(id: number, viewerId: number, base: string) {
    const event = (await this.repository.byId(id))!;
    return eventJson(base, event, await this.repository.speakersOf([id]), viewerId, this.peopleIn(event.alias));
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
      ...roomStateOf(event, this.peopleIn(event.alias)),
    };
  }

  /** How many people the room controller has in an event's room (followRooms); none before it is wired. */
  private peopleIn: (alias: string) => number = () => 0;

  /** The room controller tells how many people are in a room: `live` follows the room, not the clock. */
  followRooms(peopleIn: (alias: string) => number) {
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

  // Speakers (participant/*): keyed by their own alias; the host invites them by e-mail.

  async addSpeaker(hostId: number, input: SpeakerAddBody, base: string) {
    const event = await this.hostedEvent(hostId, input.alias);
    this.checkSpeakers([input]);
    const speaker = await this.inviteSpeaker(event, input.name.trim(), input.email.trim().toLowerCase(), base);
    return speakerJson(base, event.alias, speaker);
  }

  async listSpeakers(hostId: number, alias: string, base: string) {
    const event = await this.hostedEvent(hostId, alias);
    const speakers = await this.repository.speakersOf([event.id]);
    return { items: speakers.map((speaker) => speakerJson(base, event.alias, speaker)) };
  }

  async removeSpeaker(hostId: number, alias: string, speakerAlias: string) {
    const event = await this.hostedEvent(hostId, alias);
    if (!(await this.repository.removeSpeaker(event.id, speakerAlias))) throw errors.notFound('Speaker');
    return { ok: true as const };
  }

  /** A speaker's own link (alias of a speaker), or the speakers' entry link of an event (alias of an event). */
  async speakerUrl(hostId: number, alias: string, base: string) {
    const speaker = await this.repository.speakerByAlias(alias);
    if (speaker) {
      const event = (await this.repository.byId(speaker.event_id))!;
      if (event.host_id !== hostId) throw errors.permissionDenied();
      return { url: speakerLink(base, event.alias, speaker.alias) };
    }
    const event = await this.hostedEvent(hostId, alias);
    return { url: `${eventInviteLink(base, event.alias)}?role=speaker` };
  }

  /** Speakers new to the event get an invite: the host's and their addresses' hourly mail caps are checked before anything changes. */
  private async admitInvites(hostId: number, eventId: number | null, speakers: Array<{ email: string }> | undefined) {
    if (!speakers) return;
    const known = new Set(eventId === null ? [] : (await this.repository.speakersOf([eventId])).map((speaker) => speaker.email));
    const fresh = [...new Set(speakers.map((speaker) => speaker.email.trim().toLowerCase()))].filter((email) => !known.has(email));
    await this.outbox.admit(hostId, fresh);
  }

  private async replaceSpeakers(eventId: number, speakers: Array<{ name: string; email: string }>, base: string) {
    const event = (await this.repository.byId(eventId))!;
    const emails = speakers.map((speaker) => speaker.email.trim().toLowerCase());
    await this.repository.removeSpeakersExcept(eventId, emails);
    for (const speaker of speakers) await this.inviteSpeaker(event, speaker.name.trim(), speaker.email.trim().toLowerCase(), base);
  }

  private async inviteSpeaker(event: EventRow, name: string, email: string, base: string) {
    const alias = randomAlias();
    const speaker = await this.repository.upsertSpeaker(event.id, alias, name, email);
    if (speaker.alias === alias) {
      await this.outbox.send(
        {
          to: email,
          channel: 'email',
          subject: `You are a speaker at ${event.topic}`,
          body: `${event.host_display_name} invited you to speak at ${event.topic}. Join here: ${speakerLink(base, event.alias, alias)}`,
        },
        event.host_id,
      );
    }
    return speaker;
  }
}
