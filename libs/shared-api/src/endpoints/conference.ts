import { defineEndpoint } from '../http/client';
import { getEnvironment } from '../config/environment';

/** Event modes (spec §3). */
export type EventMode = 'conference' | 'meeting' | 'livestream' | 'theater' | 'endtoend';
export type CallType = 'instant' | 'scheduled';

export interface Speaker { alias?: string; name: string; email: string; speaker_link?: string }

export interface ConferenceEvent {
  id: string;
  alias: string;
  topic: string;
  description?: string | null;
  /** Only returned to the event's host. */
  passcode?: string | null;
  has_passcode: boolean;
  start_time: string;
  end_time: string;
  mode: EventMode;
  call_type: CallType;
  invite_link: string;
  speakers?: Speaker[];
  host?: { id: string; display_name: string };
  /** Whether the caller hosts it. */
  is_host?: boolean;
  [key: string]: unknown;
}

export interface ConferenceInput {
  topic: string;
  description?: string;
  passcode?: string;
  /** Optional for an instant call: it starts now. */
  start_time?: string;
  end_time?: string;
  duration_minutes?: number;
  mode: EventMode;
  call_type: CallType;
  speakers?: Array<Pick<Speaker, 'name' | 'email'>>;
}

/** The `{product}` segment comes from the environment. */
const product = () => getEnvironment().product;
const productPath = (suffix: string) => `/api/{product}/qrcode/${suffix}`;
type WithProduct<T> = T & { product?: string };
function withProduct<T extends object>(data: T): WithProduct<T> {
  return { product: product(), ...data };
}

const shortDetail = defineEndpoint<WithProduct<{ alias: string; speaker?: string }>, Partial<ConferenceEvent> & { speaker?: { name: string } }>({ service: 'conferenceApi', method: 'GET', path: productPath('short-detail'), token: 'optional' });
const detail = defineEndpoint<WithProduct<{ alias: string; authorize_data?: string; join_type?: string; user_identity?: string }>, ConferenceEvent>({ service: 'conferenceApi', method: 'GET', path: productPath('detail'), token: 'optional' });
const verifyCallRaw = defineEndpoint<WithProduct<{ alias: string; passcode?: string; display_name?: string }>, { ok: true; [key: string]: unknown }>({ service: 'conferenceApi', method: 'POST', path: productPath('verify-call'), token: 'optional' });

/** `speaker`: the key of a speaker link; when valid the answer names the speaker and asks no passcode. */
export const getConferenceShortDetail = (data: { alias: string; speaker?: string }) => shortDetail(withProduct(data));
export const getConferenceDetail = (data: { alias: string; authorize_data?: string; join_type?: string; user_identity?: string }) => detail(withProduct(data));
export const verifyCall = (data: { alias: string; passcode?: string; display_name?: string }) => verifyCallRaw(withProduct(data));

export const createConference = defineEndpoint<ConferenceInput, ConferenceEvent>({ service: 'conferenceApi', method: 'POST', path: '/api/account/qrcode/create', token: 'required' });
export const updateConference = defineEndpoint<Partial<ConferenceInput> & { id: string }, ConferenceEvent>({ service: 'conferenceApi', method: 'POST', path: '/api/account/qrcode/update', token: 'required' });
export const deleteConference = defineEndpoint<{ id: string }, { ok: true }>({ service: 'conferenceApi', method: 'DELETE', path: '/api/account/qrcode/delete', token: 'required', dataIn: 'body' });
/** Spec §3: the list request is sent as action, from_hex_id, limit (empty, empty, 0 by default). */
export const listConferences = defineEndpoint<{ action?: string; from_hex_id?: string; limit?: number; search?: string }, { items: ConferenceEvent[]; next_from_hex_id?: string | null }>({ service: 'conferenceApi', method: 'POST', path: '/api/account/qrcode/list/conference', token: 'required' });
export const getHostUrl = defineEndpoint<{ alias: string }, { url: string }>({ service: 'conferenceApi', method: 'GET', path: '/api/account/qrcode/host/url', token: 'required' });

/** Speakers (spec §7), on the conference service. */
export const addSpeaker = defineEndpoint<{ alias: string; name: string; email: string }, Speaker>({ service: 'conferenceApi', method: 'POST', path: '/participant/add', token: 'required' });
export const getSpeakerUrl = defineEndpoint<{ alias: string }, { url: string }>({ service: 'conferenceApi', method: 'GET', path: '/participant/url', token: 'required' });
export const listSpeakers = defineEndpoint<{ alias: string }, { items: Speaker[] }>({ service: 'conferenceApi', method: 'GET', path: '/participant/list', token: 'required' });
export const removeSpeaker = defineEndpoint<{ alias: string; speaker_alias: string }, { ok: true }>({ service: 'conferenceApi', method: 'POST', path: '/participant/remove', token: 'required' });
