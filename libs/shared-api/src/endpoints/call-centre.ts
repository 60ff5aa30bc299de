import { defineEndpoint } from '../http/client';
import { serviceSocketUrl } from '../config/environment';

/**
 * QR-call contact centre (spec §1, §4, §7): the spec's QR endpoints under the `qr-call` product of
 * the conference service, the host's line settings and the live sockets (apps/api modules/call-centre).
 */
export const CALL_CENTRE_PRODUCT = 'qr-call';
const qr = (suffix: string) => `/api/${CALL_CENTRE_PRODUCT}/qrcode/${suffix}`;

export type QrCallState = 'ringing' | 'accepted' | 'cancelled' | 'busy';

export interface QrCall {
  call_id: string;
  alias: string;
  state: QrCallState;
  agent_name: string | null;
  /** The one-off room both meet in, once accepted. */
  room_alias: string | null;
  cancelled_by: 'visitor' | 'line' | null;
}

export interface QrLineShortDetail {
  alias: string;
  topic: string;
  host: { display_name: string };
  expires_at: string | null;
  agents_available: number;
}

export interface QrLineAgent { email: string; display_name: string | null; registered: boolean; online: boolean }

export interface QrLine {
  alias: string;
  topic: string;
  expires_at: string | null;
  status: 'open' | 'expired';
  qr_url: string;
  agent_url: string;
  agents: QrLineAgent[];
}

export interface QrAgentLine { alias: string; topic: string; status: 'open' | 'expired'; agent_url: string; host: { display_name: string } }

/** Server pushes on the agent's duty socket. */
export type QrAgentMessage =
  | { type: 'qr_call.welcome' }
  | { type: 'qr_call.ring'; call: { call_id: string; alias: string; topic: string; visitor_name: string; since: string } }
  | { type: 'qr_call.ended'; call_id: string; outcome: 'accepted' | 'cancelled' | 'missed'; room_alias: string | null }
  | { type: 'pong' };

export const getQrLineShortDetail = defineEndpoint<{ alias: string }, QrLineShortDetail>({ service: 'conferenceApi', method: 'GET', path: qr('short-detail'), token: 'forbidden' });
/** The visitor's call: user_identity is the call id, authorize_data its token. */
export const getQrCallDetail = defineEndpoint<{ alias: string; authorize_data: string; join_type: 'visitor'; user_identity: string }, QrCall>({ service: 'conferenceApi', method: 'GET', path: qr('detail'), token: 'forbidden' });
/** Places a call (409 agents_busy, 404 qr_invalid, 410 qr_expired). */
export const placeQrCall = defineEndpoint<{ alias: string; display_name: string }, QrCall & { call_token: string }>({ service: 'conferenceApi', method: 'POST', path: qr('verify-call'), token: 'forbidden' });
export const cancelQrCall = defineEndpoint<{ call_id: string; call_token: string }, QrCall>({ service: 'conferenceApi', method: 'POST', path: qr('cancel'), token: 'forbidden' });
export const answerQrCall = defineEndpoint<{ call_id: string; accept: boolean }, QrCall>({ service: 'conferenceApi', method: 'POST', path: qr('answer'), token: 'required' });

export const getQrLine = defineEndpoint<{ alias: string }, QrLine>({ service: 'accountApi', method: 'GET', path: '/api/account/qr-call/line', token: 'required' });
export const saveQrLine = defineEndpoint<{ alias: string; agents: string[]; expires_at?: string | null }, QrLine>({ service: 'accountApi', method: 'POST', path: '/api/account/qr-call/line', token: 'required' });
export const deleteQrLine = defineEndpoint<{ alias: string }, { ok: true }>({ service: 'accountApi', method: 'DELETE', path: '/api/account/qr-call/line', token: 'required', dataIn: 'body' });
export const listQrAgentLines = defineEndpoint<void, { items: QrAgentLine[] }>({ service: 'accountApi', method: 'GET', path: '/api/account/qr-call/agent/lines', token: 'required' });

export const qrAgentSocketUrl = (token: string) => serviceSocketUrl('signalController', `/socket/qr-call/agent?token=${encodeURIComponent(token)}`);
export const qrVisitorSocketUrl = (callId: string, callToken: string) =>
  serviceSocketUrl('signalController', `/socket/qr-call/visitor?call_id=${encodeURIComponent(callId)}&call_token=${encodeURIComponent(callToken)}`);
export const whiteboardSocketUrl = (room: string) => serviceSocketUrl('signalController', `/socket/whiteboard?room=${encodeURIComponent(room)}`);
