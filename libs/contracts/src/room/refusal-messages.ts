import type { RefusalCode } from './refusals';

/**
 * The English text the server puts beside each refusal code (`message` of the `error` frame: logs, API
 * callers without a translation table). Typed by the codes of `refusals.ts`, so a code without its text
 * does not compile. Server only: the call page shows its own translation of the code.
 */
const REFUSAL_MESSAGES: Record<RefusalCode, string> = {
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
  broadcast_unavailable: "Recording isn't available on this server: ask its administrator.",
  worker_limit: 'The server is already running as many broadcasts as it can. Please try again later.',
  invalid_state: 'That is not possible right now.',
  stream_target_not_found: 'That stream target does not exist any more.',
  egress_unavailable: 'The LiveKit egress service could not be reached. Please try again later.',
  pause_unsupported: 'This server records without pausing: stop and start again instead.',
  end_to_end_room: 'An end-to-end encrypted call cannot be recorded, livestreamed or watched as a stream: no server may see its media.',
};

/** The English text of a refusal. */
export const refusalMessage = (code: RefusalCode): string => REFUSAL_MESSAGES[code];
