/**
 * Every refusal the room socket sends (issue 30): the code the client receives in an `error` frame,
 * the English text the server puts beside it, and the i18n key the call page shows. One table, so a
 * code cannot be added on one side only: the server's `Refused` takes only these codes, the client
 * translates through `refusalKey`, and a unit test (call-mfe `refusals.test.ts`) fails when a key lacks
 * its English or Vietnamese string.
 */
export interface RefusalText {
  /** English, for logs and API callers without a translation table. */
  readonly message: string;
  /** The call page's translation (`namespace:path`). */
  readonly key: string;
}

/** Refusals of room commands (`rooms/*-commands.ts`, `rules.ts`). */
export const ROOM_REFUSALS = {
  permission_denied: { message: 'You do not have permission to perform this function', key: 'common:errors.permission' },
  no_microphone: { message: 'You have no microphone, so you cannot raise your hand.', key: 'common:errors.noMicHand' },
  interpreting: { message: 'You are interpreting, so you cannot raise your hand.', key: 'common:errors.interpretingHand' },
  invisible: { message: 'You are invisible. Go visible first.', key: 'common:errors.invisibleFirst' },
  mute_all_gallery: { message: 'Mute all is not available in gallery view.', key: 'call:errors.muteAllGallery' },
  media_denied: { message: 'You are not allowed to turn on the camera or microphone.', key: 'common:errors.deviceNotAllowed' },
  no_presenter: { message: 'There is no presenter, so you cannot go invisible.', key: 'common:errors.noPresenterInvisible' },
  too_few_presenters: { message: 'There are too few presenters to go invisible.', key: 'common:errors.fewPresenters' },
  room_full: { message: 'The room is full.', key: 'common:errors.roomFull' },
  not_admitted: { message: 'You are not in the room yet.', key: 'call:errors.notAdmitted' },
  member_not_found: { message: 'That person is not in the room.', key: 'call:errors.memberGone' },
  invalid_input: { message: 'Sorry, not all fields are filled out correctly.', key: 'common:validation.notAllValid' },
  no_offer: { message: 'There is no co-host offer to answer.', key: 'call:errors.noOffer' },
  no_ask: { message: 'Nobody asked you to turn that on.', key: 'call:errors.noAsk' },
  stage_full: { message: 'The stage is full. Move someone to the audience first.', key: 'call:errors.stageFull' },
  rate_limited: { message: 'You are reacting too fast. Wait a moment.', key: 'call:reactions.tooFast' },
  same_language: { message: 'An interpreter needs two different languages.', key: 'call:errors.sameLanguage' },
  not_on_stage: {
    message: 'Only people on stage send and receive audio and video; the audience watches the stream.',
    key: 'call:errors.notOnStage',
  },
} as const satisfies Record<string, RefusalText>;

/** Refusals of `broadcast.command` and the broadcast routes (either backend). */
export const BROADCAST_REFUSALS = {
  permission_denied: ROOM_REFUSALS.permission_denied,
  broadcast_unavailable: {
    message: "Recording isn't available on this server: ask its administrator.",
    key: 'call:broadcast.errors.broadcast_unavailable',
  },
  worker_limit: {
    message: 'The server is already running as many broadcasts as it can. Please try again later.',
    key: 'call:broadcast.errors.worker_limit',
  },
  invalid_state: { message: 'That is not possible right now.', key: 'call:broadcast.errors.invalid_state' },
  stream_target_not_found: { message: 'That stream target does not exist any more.', key: 'call:broadcast.errors.stream_target_not_found' },
  egress_unavailable: {
    message: 'The LiveKit egress service could not be reached. Please try again later.',
    key: 'call:broadcast.errors.egress_unavailable',
  },
  pause_unsupported: {
    message: 'This server records without pausing: stop and start again instead.',
    key: 'call:broadcast.errors.pause_unsupported',
  },
  end_to_end_room: {
    message: 'An end-to-end encrypted call cannot be recorded, livestreamed or watched as a stream: no server may see its media.',
    key: 'call:broadcast.errors.end_to_end_room',
  },
} as const satisfies Record<string, RefusalText>;

export type RoomRefusal = keyof typeof ROOM_REFUSALS;
export type BroadcastRefusal = keyof typeof BROADCAST_REFUSALS;
/** Any code a room `error` frame may carry. */
export type RefusalCode = RoomRefusal | BroadcastRefusal;

const ALL_REFUSALS: Record<RefusalCode, RefusalText> = { ...ROOM_REFUSALS, ...BROADCAST_REFUSALS };

export const isRefusalCode = (code: string): code is RefusalCode => Object.prototype.hasOwnProperty.call(ALL_REFUSALS, code);

/** The English text of a refusal (the server's `message`). */
export const refusalMessage = (code: RefusalCode): string => ALL_REFUSALS[code].message;

/** The i18n key a client shows for a code it received; `fallback` for a code this build does not know. */
export const refusalKey = (code: string, fallback = 'common:errors.generic'): string =>
  isRefusalCode(code) ? ALL_REFUSALS[code].key : fallback;

/** Every key the call page must translate, for the translation test. */
export const REFUSAL_KEYS: readonly string[] = [...new Set(Object.values(ALL_REFUSALS).map((text) => text.key))];
