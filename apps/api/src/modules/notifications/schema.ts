import { object, text } from '../../lib/schema';

const id = { type: ['string', 'integer'], maxLength: 20 } as const;
export const notification = {
  type: 'object',
  properties: {
    id: { type: 'string' }, title: { type: 'string' }, body: { type: 'string' },
    text: {
      type: ['object', 'null'],
      properties: { title_key: { type: 'string' }, body_key: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
    },
    data: { type: 'object', additionalProperties: true }, is_read: { type: 'boolean' }, created_at: { type: 'string' },
  },
} as const;
export const pageQuery = object({ from_id: text(20), limit: { type: 'integer', minimum: 0, maximum: 1000 } });
export const pageResponse = {
  type: 'object',
  properties: { items: { type: 'array', items: notification }, next_from_id: { type: ['string', 'null'] } },
} as const;
export const readStatusBody = object({ ids: { type: 'array', maxItems: 1000, items: id }, all: { type: 'boolean' }, is_read: { type: 'boolean' } });
export const deleteBody = object({ ids: { type: 'array', minItems: 1, maxItems: 1000, items: id } }, ['ids']);
export const countResponse = { type: 'object', properties: { count: { type: 'number' } } } as const;
export const changedResponse = { type: 'object', properties: { ok: { type: 'boolean' }, updated: { type: 'number' }, deleted: { type: 'number' } } } as const;
