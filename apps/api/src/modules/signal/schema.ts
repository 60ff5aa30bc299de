import { object, required, text } from '../../lib/schema';

export const authBody = object(
  { alias: required(64), display_name: text(100), passcode: text(64), host_key: text(64), speaker: text(64), device_id: text(64) },
  ['alias', 'display_name'],
);
export const authResponse = {
  type: 'object',
  properties: {
    ticket: { type: 'string' }, member_id: { type: 'string' }, role: { type: 'string' }, alias: { type: 'string' },
    expires_in: { type: 'number' },
  },
} as const;
export const sendBody = object({ to: required(64), payload: { type: 'object', additionalProperties: true } }, ['to', 'payload']);
export const findDomainBody = object({ domain: text(254) }, ['domain']);
export const organisation = {
  type: 'object',
  properties: { domain: { type: 'string' }, name: { type: 'string' }, login_url: { type: 'string' } },
} as const;
export const socketQuery = object({ ticket: text(128), token: text(512) });
