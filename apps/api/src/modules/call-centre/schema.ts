import { object, required, text } from '../../lib/schema';

const alias = required(64);
export const productParams = object({ product: required(32) }, ['product']);
export const aliasQuery = object({ alias }, ['alias']);
export const detailQuery = object(
  { alias, authorize_data: text(128), join_type: text(32), user_identity: text(64) },
  ['alias'],
);
export const placeCallBody = object({ alias, display_name: text(100), passcode: text(64) }, ['alias', 'display_name']);
export const cancelBody = object({ call_id: required(64), call_token: required(128) }, ['call_id', 'call_token']);
export const answerBody = object({ call_id: required(64), accept: { type: 'boolean' } }, ['call_id', 'accept']);
export const lineBody = object(
  { alias, agents: { type: 'array', maxItems: 200, items: text(254) }, expires_at: { type: ['string', 'null'], maxLength: 64 } },
  ['alias', 'agents'],
);
export const deleteLineBody = object({ alias }, ['alias']);
export const agentSocketQuery = object({ token: text(512) });
export const visitorSocketQuery = object({ call_id: text(64), call_token: text(128) });
export const whiteboardSocketQuery = object({ room: text(64) });

export const call = {
  type: 'object',
  properties: {
    call_id: { type: 'string' }, alias: { type: 'string' },
    state: { type: 'string', enum: ['ringing', 'accepted', 'cancelled', 'busy'] },
    agent_name: { type: ['string', 'null'] }, room_alias: { type: ['string', 'null'] },
    cancelled_by: { type: ['string', 'null'] }, call_token: { type: 'string' },
  },
} as const;

export const lineShortDetail = {
  type: 'object',
  properties: {
    alias: { type: 'string' }, topic: { type: 'string' }, expires_at: { type: ['string', 'null'] },
    host: { type: 'object', properties: { display_name: { type: 'string' } } },
    agents_available: { type: 'number' },
  },
} as const;

export const line = {
  type: 'object',
  properties: {
    alias: { type: 'string' }, topic: { type: 'string' }, expires_at: { type: ['string', 'null'] },
    status: { type: 'string' }, qr_url: { type: 'string' }, agent_url: { type: 'string' },
    agents: {
      type: 'array',
      items: { type: 'object', properties: { email: { type: 'string' }, display_name: { type: ['string', 'null'] }, registered: { type: 'boolean' }, online: { type: 'boolean' } } },
    },
  },
} as const;

export const agentLines = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          alias: { type: 'string' }, topic: { type: 'string' }, status: { type: 'string' }, agent_url: { type: 'string' },
          host: { type: 'object', properties: { display_name: { type: 'string' } } },
        },
      },
    },
  },
} as const;
