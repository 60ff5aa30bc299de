import type {
  ConferenceCustomisation,
  CustomisationUpdateBody,
  EventCustomisation,
  EventCustomisationQuery,
  OkBody,
  Recording,
  RecordingCreateBody,
  RecordingDeleteBody,
  RecordingList,
  RecordingListQuery,
  StreamTarget,
  StreamTargetCreateBody,
  StreamTargetDeleteBody,
  StreamTargetList,
  StreamTargetUpdateBody,
  AccountJson,
  ApiKey,
  ApiKeyCreateBody,
  ApiKeyCreated,
  ApiKeyList,
  ApiKeyRevoked,
  LinkAccountBody,
  UnlinkAccountBody,
} from '@platform/contracts';
import { defineEndpoint } from '../http/client';

/** Settings-side calls on the account service (apps/api modules api-keys, stream-targets, customisation, recordings, linked-accounts). */

export type { ApiKey };
export const listApiKeys = defineEndpoint<void, ApiKeyList>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/api-key/list',
  token: 'required',
});
/** The secret is in this response only. */
export const createApiKey = defineEndpoint<ApiKeyCreateBody, ApiKeyCreated>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/api-key/create',
  token: 'required',
});
export const revokeApiKey = defineEndpoint<{ id: string }, ApiKeyRevoked>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/api-key/revoke',
  token: 'required',
});

/** Stream target (spec §3), declared in libs/contracts/src/rest/stream-targets.ts. The stream key is never sent back: only its masked form. */
export type { StreamTarget } from '@platform/contracts';
export type StreamTargetInput = StreamTargetCreateBody;
export const listStreamTargets = defineEndpoint<void, StreamTargetList>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/stream-target/list',
  token: 'required',
});
/** Rejects a malformed key with code `stream_key_invalid` ('check stream key'). */
export const createStreamTarget = defineEndpoint<StreamTargetCreateBody, StreamTarget>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/stream-target/create',
  token: 'required',
});
/** An empty stream_key keeps the stored key. */
export const updateStreamTarget = defineEndpoint<StreamTargetUpdateBody, StreamTarget>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/stream-target/update',
  token: 'required',
});
export const deleteStreamTarget = defineEndpoint<StreamTargetDeleteBody, OkBody>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/stream-target/delete',
  token: 'required',
});

/** Conference customisation (spec §3), declared once in libs/contracts/src/rest/customisation.ts; the call remote reads it by event alias with getEventCustomisation. */
export type { ConferenceCustomisation, EventCustomisation } from '@platform/contracts';
// Schema-free module: the shared API chunk must not bundle the contract's schemas (size budget).
export { LOGO_POSITIONS, type LogoPosition } from '@platform/contracts/src/rules/logo-positions';
export type CustomisationUpdate = CustomisationUpdateBody;
export const getCustomisation = defineEndpoint<void, ConferenceCustomisation>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/setting/customisation',
  token: 'required',
});
/** Changes only the sections and fields sent. */
export const updateCustomisation = defineEndpoint<CustomisationUpdate, ConferenceCustomisation>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/setting/customisation/update',
  token: 'required',
});
/** An event's look for its participants (no token): its host's customisation. */
export const getEventCustomisation = defineEndpoint<EventCustomisationQuery, EventCustomisation>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/setting/customisation/public',
  token: 'forbidden',
});

/** Recordings, declared in libs/contracts/src/rest/recordings.ts. */
export type { Recording } from '@platform/contracts';
export const listRecordings = defineEndpoint<RecordingListQuery, RecordingList>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/recording/list',
  token: 'required',
});
/** Registers an uploaded video (uploadFile kind `video`) as a recording. */
export const createRecording = defineEndpoint<RecordingCreateBody, Recording>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/recording/create',
  token: 'required',
});
export const deleteRecording = defineEndpoint<RecordingDeleteBody, OkBody>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/recording/delete',
  token: 'required',
});

/** Link a Google (ID token) or Facebook (access token) sign-in to the signed-in account; unlink keeps the last way to sign in. */
export const linkAccount = defineEndpoint<LinkAccountBody, AccountJson>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/linked/link',
  token: 'required',
});
export const unlinkAccount = defineEndpoint<UnlinkAccountBody, AccountJson>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/linked/unlink',
  token: 'required',
});
