import { Type, type Static } from 'typebox';

/**
 * What an agent's duty socket (`/signal/socket/qr-call/agent`) and a visitor's call socket
 * (`/signal/socket/qr-call/visitor`) accept from the browser: only the keep-alive. Rings, answers
 * and hang-ups go through the REST endpoints, so anything else on these sockets is refused.
 */
export const CallCentreClientMessageSchema = Type.Object({ type: Type.Literal('ping') });
export type CallCentreClientMessage = Static<typeof CallCentreClientMessageSchema>;

/** The account socket (`/signal/socket/member/v1?token=`) is the same: notifications flow down, pings up. */
export const AccountSocketClientMessageSchema = CallCentreClientMessageSchema;
