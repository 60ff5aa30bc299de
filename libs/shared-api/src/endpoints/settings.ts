import type { AccountJson, ApiKey, ApiKeyCreateBody, ApiKeyCreated, ApiKeyList, ApiKeyRevoked, LinkAccountBody, UnlinkAccountBody } from '@platform/contracts';
import { defineEndpoint } from '../http/client';

/** Settings-side calls on the account service (apps/api modules api-keys, stream-targets, customisation, recordings, linked-accounts). */

export type { ApiKey };
export const listApiKeys = defineEndpoint<void, ApiKeyList>({ service: 'accountApi', method: 'GET', path: '/api/account/api-key/list', token: 'required' });
/** The secret is in this response only. */
export const createApiKey = defineEndpoint<ApiKeyCreateBody, ApiKeyCreated>({ service: 'accountApi', method: 'POST', path: '/api/account/api-key/create', token: 'required' });
export const revokeApiKey = defineEndpoint<{ id: string }, ApiKeyRevoked>({ service: 'accountApi', method: 'POST', path: '/api/account/api-key/revoke', token: 'required' });

/** Stream target (spec §3). The stream key is never sent back: only its masked form. */
export interface StreamTarget { id: string; name: string; server_url: string; stream_key_masked: string; created_at: string; updated_at: string }
export interface StreamTargetInput { name: string; server_url: string; stream_key: string }
export const listStreamTargets = defineEndpoint<void, { items: StreamTarget[] }>({ service: 'accountApi', method: 'GET', path: '/api/account/stream-target/list', token: 'required' });
/** Rejects a malformed key with code `stream_key_invalid` ('check stream key'). */
export const createStreamTarget = defineEndpoint<StreamTargetInput, StreamTarget>({ service: 'accountApi', method: 'POST', path: '/api/account/stream-target/create', token: 'required' });
/** An empty stream_key keeps the stored key. */
export const updateStreamTarget = defineEndpoint<StreamTargetInput & { id: string }, StreamTarget>({ service: 'accountApi', method: 'POST', path: '/api/account/stream-target/update', token: 'required' });
export const deleteStreamTarget = defineEndpoint<{ id: string }, { ok: true }>({ service: 'accountApi', method: 'POST', path: '/api/account/stream-target/delete', token: 'required' });

/** Spec §9: eight logo positions. */
export const LOGO_POSITIONS = ['top-left', 'top-center', 'top-right', 'middle-left', 'middle-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];

/** Conference customisation (spec §3); the call remote reads it by event alias with getEventCustomisation. */
export interface ConferenceCustomisation {
  name_badge: { enabled: boolean };
  scene: { image_url: string | null };
  logo: { image_url: string | null; position: LogoPosition };
  text_effect: {
    enabled: boolean;
    text: string;
    font: 'Inter' | 'Roboto' | 'Montserrat' | 'Lora' | 'Merriweather' | 'Source Code Pro';
    font_style: 'normal' | 'italic' | 'bold' | 'bold-italic';
    size: number;
    transform: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
    /** #rrggbb */
    color: string;
    /** #rrggbb or transparent */
    background_color: string;
  };
  url_thumbnail: { image_url: string | null; title: string; description: string };
  welcome_page: { enabled: boolean; title: string; message: string };
  end_call_page: { enabled: boolean; title: string; message: string; redirect_url: string | null };
  /** Anti-screen-capture (settings, advanced security). */
  anti_screen_capture: boolean;
  updated_at: string | null;
}
export type CustomisationUpdate = { [K in Exclude<keyof ConferenceCustomisation, 'updated_at'>]?: ConferenceCustomisation[K] extends object ? Partial<ConferenceCustomisation[K]> : ConferenceCustomisation[K] };
export const getCustomisation = defineEndpoint<void, ConferenceCustomisation>({ service: 'accountApi', method: 'GET', path: '/api/account/setting/customisation', token: 'required' });
/** Changes only the sections and fields sent. */
export const updateCustomisation = defineEndpoint<CustomisationUpdate, ConferenceCustomisation>({ service: 'accountApi', method: 'POST', path: '/api/account/setting/customisation/update', token: 'required' });
/** An event's look for its participants: its host's customisation and the host's name badge picture. */
export type EventCustomisation = ConferenceCustomisation & { host_name_badge_url: string | null };
/** An event's look for its participants (no token): its host's customisation. */
export const getEventCustomisation = defineEndpoint<{ alias: string }, EventCustomisation>({ service: 'accountApi', method: 'GET', path: '/api/account/setting/customisation/public', token: 'forbidden' });

export interface Recording { id: string; title: string; event_alias: string | null; duration_seconds: number; size: number; mime: string; url: string; created_at: string }
export const listRecordings = defineEndpoint<{ from_id?: string; limit?: number }, { items: Recording[]; next_from_id: string | null }>({ service: 'accountApi', method: 'GET', path: '/api/account/recording/list', token: 'required' });
/** Registers an uploaded video (uploadFile kind `video`) as a recording. */
export const createRecording = defineEndpoint<{ file_id: string; title: string; event_alias?: string; duration_seconds?: number }, Recording>({ service: 'accountApi', method: 'POST', path: '/api/account/recording/create', token: 'required' });
export const deleteRecording = defineEndpoint<{ id: string }, { ok: true }>({ service: 'accountApi', method: 'POST', path: '/api/account/recording/delete', token: 'required' });

/** Link a Google (ID token) or Facebook (access token) sign-in to the signed-in account; unlink keeps the last way to sign in. */
export const linkAccount = defineEndpoint<LinkAccountBody, AccountJson>({ service: 'accountApi', method: 'POST', path: '/api/account/linked/link', token: 'required' });
export const unlinkAccount = defineEndpoint<UnlinkAccountBody, AccountJson>({ service: 'accountApi', method: 'POST', path: '/api/account/linked/unlink', token: 'required' });
