import { Type, type Static } from 'typebox';
import { ConferenceSpeaker } from './conferences';
import { RequiredText, Text } from './fields';

/** Speakers of an event (spec §7 participant/*), for its host. */

/** `POST /participant/add`: an invitation e-mail goes out. */
export const SpeakerAddBody = Type.Object({ alias: RequiredText(64), name: Text(100), email: Text(254) }, { additionalProperties: false });
export type SpeakerAddBody = Static<typeof SpeakerAddBody>;
export const SpeakerRemoveBody = Type.Object({ alias: RequiredText(64), speaker_alias: RequiredText(64) }, { additionalProperties: false });
export type SpeakerRemoveBody = Static<typeof SpeakerRemoveBody>;
export const SpeakerList = Type.Object({ items: Type.Array(ConferenceSpeaker) });
export type SpeakerList = Static<typeof SpeakerList>;
