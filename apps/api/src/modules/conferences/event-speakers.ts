import { eventInviteLink, type SpeakerAddBody } from '@platform/contracts';
import { errors } from '../../errors';
import { randomAlias } from '../../lib/secrets';
import type { OutboxService } from '../outbox/service';
import type { ConferenceRepository, EventRow } from './repository';
import { checkSpeakers } from './event-fields';
import { speakerJson, speakerLink } from './event-json';

/** Speakers of an event (participant/*): keyed by their own alias; the host invites them by e-mail. */
export class EventSpeakers {
  constructor(
    private readonly repository: ConferenceRepository,
    private readonly outbox: OutboxService,
    /** The event behind an alias, if the account hosts it (ConferenceService.hostedEvent). */
    private readonly hostedEvent: (hostId: number, alias: string) => Promise<EventRow>,
  ) {}

  async addSpeaker(hostId: number, input: SpeakerAddBody, base: string) {
    const event = await this.hostedEvent(hostId, input.alias);
    checkSpeakers([input]);
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
  async admitInvites(hostId: number, eventId: number | null, speakers: Array<{ email: string }> | undefined) {
    if (!speakers) return;
    const known = new Set(eventId === null ? [] : (await this.repository.speakersOf([eventId])).map((speaker) => speaker.email));
    const fresh = [...new Set(speakers.map((speaker) => speaker.email.trim().toLowerCase()))].filter((email) => !known.has(email));
    await this.outbox.admit(hostId, fresh);
  }

  /** The event's speakers become these: the others are removed, new ones invited. */
  async replaceSpeakers(eventId: number, speakers: Array<{ name: string; email: string }>, base: string) {
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
