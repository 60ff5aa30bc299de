import type {
  OkBody,
  QrAgentLines,
  QrAnswerCallBody,
  QrCall,
  QrCallDetailQuery,
  QrCancelCallBody,
  QrLine,
  QrLineAliasQuery,
  QrLineBody,
  QrLineDeleteBody,
  QrLineShortDetail,
  QrPlaceCallBody,
} from '@platform/contracts';
import { defineEndpoint } from '../http/client';
import { serviceSocketUrl } from '../config/environment';

/**
 * QR-call contact centre (spec §1, §4, §7): the spec's QR endpoints under the `qr-call` product of
 * the conference service, the host's line settings and the live sockets (apps/api modules/call-centre).
 */
export const CALL_CENTRE_PRODUCT = 'qr-call';
const qr = (suffix: string) => `/api/${CALL_CENTRE_PRODUCT}/qrcode/${suffix}`;

/** REST shapes of the call centre, declared once in libs/contracts/src/rest/call-centre.ts. */
export type { QrAgentLine, QrCall, QrCallState, QrLine, QrLineAgent, QrLineShortDetail } from '@platform/contracts';

/** Server pushes on the agent's duty socket. */
export type QrAgentMessage =
  | { type: 'qr_call.welcome' }
  | { type: 'qr_call.ring'; call: { call_id: string; alias: string; topic: string; visitor_name: string; since: string } }
  | { type: 'qr_call.ended'; call_id: string; outcome: 'accepted' | 'cancelled' | 'missed'; room_alias: string | null }
  | { type: 'pong' };

export const getQrLineShortDetail = defineEndpoint<QrLineAliasQuery, QrLineShortDetail>({
  service: 'conferenceApi',
  method: 'GET',
  path: qr('short-detail'),
  token: 'forbidden',
});
/** The visitor's call: user_identity is the call id, authorize_data its token. */
export const getQrCallDetail = defineEndpoint<
  QrCallDetailQuery & { authorize_data: string; join_type: 'visitor'; user_identity: string },
  QrCall
>({ service: 'conferenceApi', method: 'GET', path: qr('detail'), token: 'forbidden' });
/** Places a call (409 agents_busy, 404 qr_invalid, 410 qr_expired). */
export const placeQrCall = defineEndpoint<QrPlaceCallBody, QrCall & { call_token: string }>({
  service: 'conferenceApi',
  method: 'POST',
  path: qr('verify-call'),
  token: 'forbidden',
});
export const cancelQrCall = defineEndpoint<QrCancelCallBody, QrCall>({
  service: 'conferenceApi',
  method: 'POST',
  path: qr('cancel'),
  token: 'forbidden',
});
export const answerQrCall = defineEndpoint<QrAnswerCallBody, QrCall>({
  service: 'conferenceApi',
  method: 'POST',
  path: qr('answer'),
  token: 'required',
});

export const getQrLine = defineEndpoint<QrLineAliasQuery, QrLine>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/qr-call/line',
  token: 'required',
});
export const saveQrLine = defineEndpoint<QrLineBody, QrLine>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/account/qr-call/line',
  token: 'required',
});
export const deleteQrLine = defineEndpoint<QrLineDeleteBody, OkBody>({
  service: 'accountApi',
  method: 'DELETE',
  path: '/api/account/qr-call/line',
  token: 'required',
  dataIn: 'body',
});
export const listQrAgentLines = defineEndpoint<void, QrAgentLines>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/qr-call/agent/lines',
  token: 'required',
});

export const qrAgentSocketUrl = (token: string) =>
  serviceSocketUrl('signalController', `/socket/qr-call/agent?token=${encodeURIComponent(token)}`);
export const qrVisitorSocketUrl = (callId: string, callToken: string) =>
  serviceSocketUrl(
    'signalController',
    `/socket/qr-call/visitor?call_id=${encodeURIComponent(callId)}&call_token=${encodeURIComponent(callToken)}`,
  );
export const whiteboardSocketUrl = (room: string) =>
  serviceSocketUrl('signalController', `/socket/whiteboard?room=${encodeURIComponent(room)}`);
