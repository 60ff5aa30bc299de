import { isoTime, object, required, text } from '../../lib/schema';
import { CALL_TYPES, EVENT_MODES } from './service';

export const speaker = {
  type: 'object',
  properties: { alias: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' }, speaker_link: { type: 'string' } },
} as const;

export const conferenceEvent = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    alias: { type: 'string' },
    topic: { type: 'string' },
    description: { type: ['string', 'null'] },
    passcode: { type: ['string', 'null'], description: 'Only sent to the host' },
    has_passcode: { type: 'boolean' },
    start_time: { type: 'string' },
    end_time: { type: 'string' },
    mode: { type: 'string', enum: EVENT_MODES },
    call_type: { type: 'string', enum: CALL_TYPES },
    invite_link: { type: 'string' },
    speakers: { type: 'array', items: speaker },
    host: { type: 'object', properties: { id: { type: 'string' }, display_name: { type: 'string' } } },
    is_host: { type: 'boolean' },
  },
} as const;

export const shortDetail = {
  type: 'object',
  properties: {
    alias: { type: 'string' }, topic: { type: 'string' }, has_passcode: { type: 'boolean' }, mode: { type: 'string' },
    call_type: { type: 'string' }, start_time: { type: 'string' }, end_time: { type: 'string' },
    host: { type: 'object', properties: { display_name: { type: 'string' } } },
    speaker: { type: 'object', properties: { name: { type: 'string' } } },
  },
} as const;

const speakerInput = object({ name: text(100), email: text(254) }, ['name', 'email']);

const eventProperties = {
  topic: text(200),
  description: { type: ['string', 'null'], maxLength: 5000 },
  passcode: { type: ['string', 'null'], maxLength: 32 },
  start_time: isoTime,
  end_time: { type: ['string', 'null'], maxLength: 64 },
  duration_minutes: { type: 'integer', minimum: 1, maximum: 10080 },
  mode: { type: 'string', enum: EVENT_MODES },
  call_type: { type: 'string', enum: CALL_TYPES },
  speakers: { type: 'array', maxItems: 50, items: speakerInput },
};

export const createBody = object(eventProperties, ['topic']);
export const updateBody = object({ id: required(16), ...eventProperties }, ['id']);
export const deleteBody = object({ id: required(16) }, ['id']);
export const listBody = {
  type: ['object', 'null'],
  properties: {
    action: text(32),
    from_hex_id: text(16),
    limit: { type: 'integer', minimum: 0, maximum: 1000 },
    search: text(200),
  },
  additionalProperties: false,
} as const;
export const listResponse = {
  type: 'object',
  properties: { items: { type: 'array', items: conferenceEvent }, next_from_hex_id: { type: ['string', 'null'] } },
} as const;

const alias = required(64);
export const aliasQuery = object({ alias }, ['alias']);
export const shortDetailQuery = object({ alias, speaker: text(64) }, ['alias']);
export const detailQuery = object(
  { alias, authorize_data: text(2048), join_type: text(64), user_identity: text(256) },
  ['alias'],
);
export const verifyCallBody = object({ alias, passcode: text(64), display_name: text(100) }, ['alias']);
export const verifyCallResponse = {
  type: 'object',
  properties: { ok: { type: 'boolean' }, alias: { type: 'string' }, mode: { type: 'string' }, is_host: { type: 'boolean' } },
} as const;
export const productParams = object({ product: required(32) }, ['product']);
export const urlResponse = { type: 'object', properties: { url: { type: 'string' } } } as const;
