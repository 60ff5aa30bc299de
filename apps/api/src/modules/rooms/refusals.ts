import type { RoomError } from '@platform/contracts';

/** The English text of every refusal the room sends; clients show their own translation of the code. */
export const ROOM_ERRORS: Record<string, string> = {
  permission_denied: 'You do not have permission to perform this function',
  no_microphone: 'You have no microphone, so you cannot raise your hand.',
  interpreting: 'You are interpreting, so you cannot raise your hand.',
  invisible: 'You are invisible. Go visible first.',
  mute_all_gallery: 'Mute all is not available in gallery view.',
  media_denied: 'You are not allowed to turn on the camera or microphone.',
  no_presenter: 'There is no presenter, so you cannot go invisible.',
  too_few_presenters: 'There are too few presenters to go invisible.',
  room_full: 'The room is full.',
  not_admitted: 'You are not in the room yet.',
  member_not_found: 'That person is not in the room.',
  invalid_input: 'Sorry, not all fields are filled out correctly.',
  no_offer: 'There is no co-host offer to answer.',
  no_ask: 'Nobody asked you to turn that on.',
  stage_full: 'The stage is full. Move someone to the audience first.',
  rate_limited: 'You are reacting too fast. Wait a moment.',
  same_language: 'An interpreter needs two different languages.',
  not_on_stage: 'Only people on stage send and receive audio and video; the audience watches the stream.',
};

/** What a refusal may add to its `error` frame besides the code (a broadcast's action). */
export type RefusalDetail = Pick<RoomError, 'action'>;

/** A command the room will not carry out; the sender gets an `error` frame with the code. */
export class Refused extends Error {
  constructor(readonly code: string, readonly field?: string, readonly detail: RefusalDetail = {}, message?: string) {
    super(message ?? ROOM_ERRORS[code] ?? code);
  }
}
