import { object, required } from '../../lib/schema';

export const apiKey = {
  type: 'object',
  properties: {
    id: { type: 'string' }, name: { type: 'string' }, prefix: { type: 'string' },
    created_at: { type: 'string' }, last_used_at: { type: ['string', 'null'] },
  },
} as const;
export const listResponse = { type: 'object', properties: { items: { type: 'array', items: apiKey } } } as const;
export const createBody = object({ name: required(80) }, ['name']);
export const createResponse = { type: 'object', properties: { key: apiKey, secret: { type: 'string' } } } as const;
export const revokeBody = object({ id: { type: ['string', 'integer'], minLength: 1, maxLength: 20 } }, ['id']);
