import { object, required, text } from '../../lib/schema';

const id = { type: ['string', 'integer'], minLength: 1, maxLength: 20 } as const;
export const streamTarget = {
  type: 'object',
  properties: {
    id: { type: 'string' }, name: { type: 'string' }, server_url: { type: 'string' }, stream_key_masked: { type: 'string' },
    created_at: { type: 'string' }, updated_at: { type: 'string' },
  },
} as const;
export const listResponse = { type: 'object', properties: { items: { type: 'array', items: streamTarget } } } as const;
export const createBody = object({ name: required(80), server_url: required(500), stream_key: required(512) }, ['name', 'server_url', 'stream_key']);
/** On update an empty or absent stream key keeps the stored one (the client never sees it again). */
export const updateBody = object({ id, name: required(80), server_url: required(500), stream_key: text(512) }, ['id']);
export const deleteBody = object({ id }, ['id']);
