import type {
  CallConfig,
  CallConfigBody,
  FindDomainBody,
  LogEntry,
  NotificationCount,
  NotificationDeleteBody,
  NotificationPage,
  NotificationReadStatusBody,
  NotificationsDeleted,
  NotificationsUpdated,
  OkBody,
  OneToOneBody,
  Organisation,
  PageQuery,
  ResumedMember,
  ResumeMemberBody,
  SignalAuth,
  SignalAuthBody,
  UploadedFile,
  UploadKind,
  BroadcastCapability,
  BroadcastWorkerJoin,
  BroadcastWorkerJoinBody,
} from '@platform/contracts';
import { defineEndpoint } from '../http/client';

export type { CallConfig, LogEntry, Notification, NotificationText, UploadKind } from '@platform/contracts';
// Schema-free module: the shared API chunk must not bundle the contract's schemas (size budget).
export { MESH_MAX_PARTICIPANTS } from '@platform/contracts/src/room/mesh-size';

/** Notifications (spec §7), token required; typed by libs/contracts/src/rest/notifications.ts. */
export const getNotifications = defineEndpoint<PageQuery, NotificationPage>({
  service: 'notificationApi',
  method: 'GET',
  path: '/message/get',
  token: 'required',
});
export const updateNotificationReadStatus = defineEndpoint<NotificationReadStatusBody, NotificationsUpdated>({
  service: 'notificationApi',
  method: 'POST',
  path: '/message/update-read-status',
  token: 'required',
});
export const deleteNotifications = defineEndpoint<NotificationDeleteBody, NotificationsDeleted>({
  service: 'notificationApi',
  method: 'POST',
  path: '/message/delete',
  token: 'required',
});
export const countUnreadNotifications = defineEndpoint<void, NotificationCount>({
  service: 'notificationApi',
  method: 'GET',
  path: '/message/count',
  token: 'required',
});

/** Logger (spec §7). Never carries the token. */
export const sendLog = defineEndpoint<LogEntry, OkBody>({ service: 'loggerApi', method: 'POST', path: '/v1/log', token: 'forbidden' });

/** Call config (spec §7): media settings for a room, no token. With LiveKit the member proves who they are with their room resume token (a member id is no secret). */
export const getCallConfig = defineEndpoint<CallConfigBody, CallConfig>({
  service: 'callConfigApi',
  method: 'POST',
  path: '/config',
  token: 'forbidden',
});

/** Signal controller REST (spec §7), typed by libs/contracts/src/rest/signal.ts. */
export const signalAuth = defineEndpoint<SignalAuthBody, SignalAuth>({
  service: 'signalController',
  method: 'POST',
  path: '/member/v1/auth',
  token: 'optional',
});
export const sendOneToOne = defineEndpoint<OneToOneBody, OkBody>({
  service: 'signalController',
  method: 'POST',
  path: '/1-1/send',
  token: 'required',
});
/** A fresh socket ticket for the same member after a dropped connection (keeps role and place). */
export const resumeSignal = defineEndpoint<ResumeMemberBody, ResumedMember>({
  service: 'signalController',
  method: 'POST',
  path: '/member/v1/resume',
  token: 'forbidden',
});
export const findDomain = defineEndpoint<FindDomainBody, Organisation>({
  service: 'signalController',
  method: 'POST',
  path: '/member/v1/find-domain',
  token: 'forbidden',
});

/** Files (spec §7). */
export const uploadFile = defineEndpoint<FormData, UploadedFile>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/storage/upload-file',
  token: 'required',
});
export function uploadFormData(file: Blob, kind: UploadKind, filename = 'upload'): FormData {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, filename);
  return form;
}

/** Broadcast (issue 12): what the server can do, and the composite page's single-use worker ticket exchange (libs/contracts/src/rest/broadcast.ts). */
export type { BroadcastCapability } from '@platform/contracts';
export const getBroadcastCapability = defineEndpoint<void, BroadcastCapability>({
  service: 'accountApi',
  method: 'GET',
  path: '/broadcast/capability',
  token: 'forbidden',
});
export const joinBroadcastWorker = defineEndpoint<BroadcastWorkerJoinBody, BroadcastWorkerJoin>({
  service: 'accountApi',
  method: 'POST',
  path: '/broadcast/worker/join',
  token: 'forbidden',
});
