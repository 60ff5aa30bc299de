import { object, text } from '../../lib/schema';

export const entry = {
  type: 'object',
  properties: {
    id: { type: 'string' }, amount: { type: 'number' }, balance_after: { type: 'number' }, kind: { type: 'string' },
    transfer_id: { type: ['string', 'null'] }, counterparty_id: { type: ['string', 'null'] }, note: { type: ['string', 'null'] },
    created_at: { type: 'string' },
  },
} as const;
export const listQuery = object({ from_id: text(20), limit: { type: 'integer', minimum: 0, maximum: 1000 } });
export const listResponse = {
  type: 'object',
  properties: { balance: { type: 'number' }, items: { type: 'array', items: entry }, next_from_id: { type: ['string', 'null'] } },
} as const;
export const movementBody = object(
  { amount: { type: 'integer', minimum: 1, maximum: 1_000_000_000 }, idempotency_key: text(128), note: text(200) },
  ['amount'],
);
export const movementResponse = { type: 'object', properties: { entry, replayed: { type: 'boolean' }, balance: { type: 'number' } } } as const;
