import type { BroadcastCapability, BroadcastWorkerJoin, BroadcastWorkerJoinBody } from '@platform/contracts';
import { defineEndpoint } from '../http/client';

/** Notifications (spec §7), token required. */
/** What a notification says as i18n keys and parameters (the reader's app renders it); title and body are its English rendering. */
export interface NotificationText { title_key: string; body_key?: string; params: Record<string, unknown> }
export interface Notification { id: string; title: string; body: string; text?: NotificationText | null; is_read: boolean; created_at: string; [key: string]: unknown }
export const getNotifications = defineEndpoint<{ from_id?: string; limit?: number }, { items: Notification[]; next_from_id?: string | null }>({ service: 'notificationApi', method: 'GET', path: '/message/get', token: 'required' });
export const updateNotificationReadStatus = defineEndpoint<{ ids?: string[]; all?: boolean; is_read?: boolean }, { ok: true }>({ service: 'notificationApi', method: 'POST', path: '/message/update-read-status', token: 'required' });
export const deleteNotifications = defineEndpoint<{ ids: string[] }, { ok: true }>({ service: 'notificationApi', method: 'POST', path: '/message/delete', token: 'required' });
export const countUnreadNotifications = defineEndpoint<void, { count: number }>({ service: 'notificationApi', method: 'GET', path: '/message/count', token: 'required' });

/** Logger (spec §7). Never carries the token. */
export interface LogEntry { level: 'error' | 'warn' | 'info'; message: string; source?: string; context?: Record<string, unknown> }
export const sendLog = defineEndpoint<LogEntry, { ok: true }>({ service: 'loggerApi', method: 'POST', path: '/v1/log', token: 'forbidden' });

/** Call config (spec §7): media settings for a room. No token. */
export type CallConfig =
  | { transport: 'livekit'; url: string; token: string; [key: string]: unknown }
  | { transport: 'mesh'; ice_servers: RTCIceServer[]; [key: string]: unknown };
/** With LiveKit the member proves who they are with their room resume token (a member id is no secret). */
export const getCallConfig = defineEndpoint<{ alias: string; participant_id?: string; display_name?: string; resume_token?: string }, CallConfig>({ service: 'callConfigApi', method: 'POST', path: '/config', token: 'forbidden' });

/** Signal controller REST (spec §7). */
export const signalAuth = defineEndpoint<{ alias: string; display_name: string; passcode?: string; device_id?: string; speaker?: string; host_key?: string }, { ticket: string; member_id: string; [key: string]: unknown }>({ service: 'signalController', method: 'POST', path: '/member/v1/auth', token: 'optional' });
export const sendOneToOne = defineEndpoint<{ to: string; payload: Record<string, unknown> }, { ok: true }>({ service: 'signalController', method: 'POST', path: '/1-1/send', token: 'required' });
/** A fresh socket ticket for the same member after a dropped connection (keeps role and place). */
export const resumeSignal = defineEndpoint<{ member_id: string; resume_token: string; mic_on?: boolean; camera_on?: boolean; has_mic?: boolean }, { ticket: string; member_id: string; expires_in: number }>({ service: 'signalController', method: 'POST', path: '/member/v1/resume', token: 'forbidden' });
export const findDomain = defineEndpoint<{ domain: string }, { domain: string; name: string; login_url: string; [key: string]: unknown }>({ service: 'signalController', method: 'POST', path: '/member/v1/find-domain', token: 'forbidden' });

/** Files (spec §7). */
export type UploadKind = 'name_badge' | 'scene' | 'logo' | 'file' | 'video' | 'chat';
export const uploadFile = defineEndpoint<FormData, { id: string; url: string; mime: string; size: number }>({ service: 'accountApi', method: 'POST', path: '/api/storage/upload-file', token: 'required' });
export function uploadFormData(file: Blob, kind: UploadKind, filename = 'upload'): FormData {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, filename);
  return form;
}

/** Broadcast (issue 12): what the server can do, and the composite page's single-use worker ticket exchange (libs/contracts/src/rest/broadcast.ts). */
export type { BroadcastCapability } from '@platform/contracts';
export const getBroadcastCapability = defineEndpoint<void, BroadcastCapability>({ service: 'accountApi', method: 'GET', path: '/broadcast/capability', token: 'forbidden' });
export const joinBroadcastWorker = defineEndpoint<BroadcastWorkerJoinBody, BroadcastWorkerJoin>({ service: 'accountApi', method: 'POST', path: '/broadcast/worker/join', token: 'forbidden' });
