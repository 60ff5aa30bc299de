import type {
  ConferenceAliasQuery,
  ConferenceCreateBody,
  ConferenceDeleteBody,
  ConferenceDetailQuery,
  ConferenceEvent,
  ConferenceList,
  ConferenceListBody,
  ConferenceShortDetail,
  ConferenceShortDetailQuery,
  ConferenceSpeaker,
  ConferenceUpdateBody,
  OkBody,
  SpeakerAddBody,
  SpeakerList,
  SpeakerRemoveBody,
  UrlAnswer,
  VerifyCallAnswer,
  VerifyCallBody,
} from '@platform/contracts';
import { defineEndpoint } from '../http/client';
import { getEnvironment } from '../config/environment';

/** Shapes of the conference service, declared once in libs/contracts/src/rest/conferences.ts and speakers.ts. */
export type { CallType, ConferenceEvent, ConferenceSpeaker as Speaker, EventMode } from '@platform/contracts';
/** What the events remote sends to create an event. */
export type ConferenceInput = ConferenceCreateBody;

/** The `{product}` segment comes from the environment. */
const product = () => getEnvironment().product;
const productPath = (suffix: string) => `/api/{product}/qrcode/${suffix}`;
type WithProduct<T> = T & { product?: string };
function withProduct<T extends object>(data: T): WithProduct<T> {
  return { product: product(), ...data };
}

const shortDetail = defineEndpoint<WithProduct<ConferenceShortDetailQuery>, ConferenceShortDetail>({
  service: 'conferenceApi',
  method: 'GET',
  path: productPath('short-detail'),
  token: 'optional',
});
const detail = defineEndpoint<WithProduct<ConferenceDetailQuery>, ConferenceEvent>({
  service: 'conferenceApi',
  method: 'GET',
  path: productPath('detail'),
  token: 'optional',
});
const verifyCallRaw = defineEndpoint<WithProduct<VerifyCallBody>, VerifyCallAnswer>({
  service: 'conferenceApi',
  method: 'POST',
  path: productPath('verify-call'),
  token: 'optional',
});

/** `speaker`: the key of a speaker link; when valid the answer names the speaker and asks no passcode. */
export const getConferenceShortDetail = (data: ConferenceShortDetailQuery) => shortDetail(withProduct(data));
export const getConferenceDetail = (data: ConferenceDetailQuery) => detail(withProduct(data));
export const verifyCall = (data: VerifyCallBody) => verifyCallRaw(withProduct(data));

export const createConference = defineEndpoint<ConferenceCreateBody, ConferenceEvent>({
  service: 'conferenceApi',
  method: 'POST',
  path: '/api/account/qrcode/create',
  token: 'required',
});
export const updateConference = defineEndpoint<ConferenceUpdateBody, ConferenceEvent>({
  service: 'conferenceApi',
  method: 'POST',
  path: '/api/account/qrcode/update',
  token: 'required',
});
export const deleteConference = defineEndpoint<ConferenceDeleteBody, OkBody>({
  service: 'conferenceApi',
  method: 'DELETE',
  path: '/api/account/qrcode/delete',
  token: 'required',
  dataIn: 'body',
});
/** Spec §3: the list request is sent as action, from_hex_id, limit (empty, empty, 0 by default). */
export const listConferences = defineEndpoint<NonNullable<ConferenceListBody>, ConferenceList>({
  service: 'conferenceApi',
  method: 'POST',
  path: '/api/account/qrcode/list/conference',
  token: 'required',
});
export const getHostUrl = defineEndpoint<ConferenceAliasQuery, UrlAnswer>({
  service: 'conferenceApi',
  method: 'GET',
  path: '/api/account/qrcode/host/url',
  token: 'required',
});

/** Speakers (spec §7), on the conference service. */
export const addSpeaker = defineEndpoint<SpeakerAddBody, ConferenceSpeaker>({
  service: 'conferenceApi',
  method: 'POST',
  path: '/participant/add',
  token: 'required',
});
export const getSpeakerUrl = defineEndpoint<ConferenceAliasQuery, UrlAnswer>({
  service: 'conferenceApi',
  method: 'GET',
  path: '/participant/url',
  token: 'required',
});
export const listSpeakers = defineEndpoint<ConferenceAliasQuery, SpeakerList>({
  service: 'conferenceApi',
  method: 'GET',
  path: '/participant/list',
  token: 'required',
});
export const removeSpeaker = defineEndpoint<SpeakerRemoveBody, OkBody>({
  service: 'conferenceApi',
  method: 'POST',
  path: '/participant/remove',
  token: 'required',
});
