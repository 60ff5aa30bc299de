import { object, text } from '../../lib/schema';

const names = { type: 'object', properties: { en: { type: 'string' }, vi: { type: 'string' } } } as const;

export const catalogueItem = {
  type: 'object',
  properties: { id: { type: 'string' }, name: names, price: { type: 'number' }, picture: { type: 'string' } },
} as const;

const person = { type: 'object', properties: { account_id: { type: 'string' }, display_name: { type: 'string' } } } as const;

export const gift = {
  type: 'object',
  properties: {
    id: { type: 'string' }, kind: { type: 'string' }, gift: { anyOf: [catalogueItem, { type: 'null' }] },
    amount: { type: 'number' }, message: { type: ['string', 'null'] }, room_alias: { type: ['string', 'null'] },
    transfer_id: { type: 'string' }, from: person, to: person, created_at: { type: 'string' },
  },
} as const;

export const catalogueResponse = { type: 'object', properties: { items: { type: 'array', items: catalogueItem } } } as const;

export const recipientQuery = object({ to: text(2000, 1) }, ['to']);
export const recipientResponse = {
  type: 'object',
  properties: {
    account_id: { type: 'string' }, display_name: { type: 'string' }, via: { type: 'string' },
    event_topic: { type: ['string', 'null'] },
  },
} as const;

export const sendBody = object(
  {
    to: text(2000),
    to_member_id: text(64),
    room_alias: text(64),
    gift_id: text(40),
    amount: { type: 'integer' },
    message: text(200),
    idempotency_key: text(128, 1),
  },
  ['idempotency_key'],
);
export const sendResponse = { type: 'object', properties: { gift, balance: { type: 'number' }, replayed: { type: 'boolean' } } } as const;

export const pageQuery = object({ from_id: text(20), limit: { type: 'integer', minimum: 0, maximum: 1000 } });
export const receivedResponse = {
  type: 'object',
  properties: { items: { type: 'array', items: gift }, next_from_id: { type: ['string', 'null'] } },
} as const;

export const transfersQuery = object({ ids: text(2000, 1) }, ['ids']);
export const transfersResponse = { type: 'object', properties: { items: { type: 'array', items: gift } } } as const;
