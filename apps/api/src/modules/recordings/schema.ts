import { object, required, text } from '../../lib/schema';

export const recording = {
  type: 'object',
  properties: {
    id: { type: 'string' }, title: { type: 'string' }, event_alias: { type: ['string', 'null'] }, duration_seconds: { type: 'number' },
    size: { type: 'number' }, mime: { type: 'string' }, url: { type: 'string' }, created_at: { type: 'string' },
  },
} as const;
export const listQuery = object({ from_id: text(20), limit: { type: 'integer', minimum: 0, maximum: 100 } });
export const listResponse = { type: 'object', properties: { items: { type: 'array', items: recording }, next_from_id: { type: ['string', 'null'] } } } as const;
export const createBody = object({
  file_id: required(64), title: required(200), event_alias: text(64), duration_seconds: { type: 'integer', minimum: 0, maximum: 86_400 },
}, ['file_id', 'title']);
export const deleteBody = object({ id: { type: ['string', 'integer'], minLength: 1, maxLength: 20 } }, ['id']);
