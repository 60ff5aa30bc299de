/**
 * Every refusal the room socket sends (issue 30): the code a client receives in an `error` frame and the
 * i18n key the call page shows for it. This table declares the codes: the server's `Refused` and
 * `BroadcastRefused` take only these, its English texts (`refusal-messages.ts`, server only) must cover
 * each one or it does not compile, and a unit test (call-mfe `refusals.test.ts`) fails when a key lacks
 * its English or Vietnamese words. The call page imports this file alone (keys, no English texts).
 */

/** Refusals of room commands (`rooms/*-commands.ts`, `rules.ts`): code -> the call page's key. */
export const ROOM_REFUSAL_KEYS = {
  permission_denied: 'common:errors.permission',
  no_microphone: 'common:errors.noMicHand',
  interpreting: 'common:errors.interpretingHand',
  invisible: 'common:errors.invisibleFirst',
  mute_all_gallery: 'call:errors.muteAllGallery',
  media_denied: 'common:errors.deviceNotAllowed',
  no_presenter: 'common:errors.noPresenterInvisible',
  too_few_presenters: 'common:errors.fewPresenters',
  room_full: 'common:errors.roomFull',
  not_admitted: 'call:errors.notAdmitted',
  member_not_found: 'call:errors.memberGone',
  invalid_input: 'common:validation.notAllValid',
  no_offer: 'call:errors.noOffer',
  no_ask: 'call:errors.noAsk',
  stage_full: 'call:errors.stageFull',
  rate_limited: 'call:reactions.tooFast',
  same_language: 'call:errors.sameLanguage',
  not_on_stage: 'call:errors.notOnStage',
} as const;

/** Refusals of `broadcast.command` and the broadcast routes (either backend). */
export const BROADCAST_REFUSAL_KEYS = {
  permission_denied: ROOM_REFUSAL_KEYS.permission_denied,
  broadcast_unavailable: 'call:broadcast.errors.broadcast_unavailable',
  worker_limit: 'call:broadcast.errors.worker_limit',
  invalid_state: 'call:broadcast.errors.invalid_state',
  stream_target_not_found: 'call:broadcast.errors.stream_target_not_found',
  egress_unavailable: 'call:broadcast.errors.egress_unavailable',
  pause_unsupported: 'call:broadcast.errors.pause_unsupported',
  end_to_end_room: 'call:broadcast.errors.end_to_end_room',
} as const;

export type RoomRefusal = keyof typeof ROOM_REFUSAL_KEYS;
export type BroadcastRefusal = keyof typeof BROADCAST_REFUSAL_KEYS;
/** Any code a room `error` frame may carry. */
export type RefusalCode = RoomRefusal | BroadcastRefusal;

const ALL_KEYS: Record<RefusalCode, string> = { ...ROOM_REFUSAL_KEYS, ...BROADCAST_REFUSAL_KEYS };

export const isRefusalCode = (code: string): code is RefusalCode => Object.prototype.hasOwnProperty.call(ALL_KEYS, code);

/** The i18n key a client shows for a code it received; `fallback` for a code this build does not know. */
export const refusalKey = (code: string, fallback = 'common:errors.generic'): string => (isRefusalCode(code) ? ALL_KEYS[code] : fallback);

/** Every key the call page must translate, for the translation test. */
export const REFUSAL_KEYS: readonly string[] = [...new Set(Object.values(ALL_KEYS))];
