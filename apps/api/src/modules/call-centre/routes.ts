import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { publicBaseUrl, type AppContext } from '../../context';
import { errors } from '../../errors';
import { replies } from '../../lib/replies';
import { bearer } from '../../lib/schema';
import type { AccountRow } from '../accounts/repository';
import { Compile } from 'typebox/compile';
import {
  CallCentreClientMessageSchema,
  OkBody,
  QrAgentLines,
  QrAgentSocketQuery,
  QrAnswerCallBody,
  QrCall,
  QrCallDetailQuery,
  QrCancelCallBody,
  QrLine,
  QrLineAliasQuery,
  QrLineBody,
  QrLineDeleteBody,
  QrLineShortDetail,
  QrPlaceCallBody,
  QrVisitorSocketQuery,
  WhiteboardSocketQuery,
} from '@platform/contracts';
import { onGuardedMessage, parseFrame } from '../../lib/socket-guard';
import { socketConnection } from '../../lib/connection';
import { callJson } from './live-call';
import type { CallCentreService } from './service';
import { ROOM_PATTERN, type Whiteboards } from './whiteboard-relay';

/** The product segment of the spec's QR endpoints that means a call-centre line. */
export const CALL_CENTRE_PRODUCT = 'qr-call';

const checkClientMessage = Compile(CallCentreClientMessageSchema);

/**
 * QR call centre: the spec's QR endpoints under the `qr-call` product of the conference service
 * (`/conference/api/qr-call/qrcode/...`), the host's line settings, the agent's answer, and the
 * live sockets of agents, visitors and shared whiteboards under `/signal/socket/...`. Shapes in
 * libs/contracts/src/rest/call-centre.ts.
 */
export async function callCentreRoutes(scope: FastifyInstance, ctx: AppContext, service: CallCentreService, whiteboards: Whiteboards) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['call-centre'];
  const base = (request: Parameters<typeof publicBaseUrl>[1]) => publicBaseUrl(ctx.config, request);
  const qr = `/conference/api/${CALL_CENTRE_PRODUCT}/qrcode`;

  app.get(
    `${qr}/short-detail`,
    {
      schema: {
        tags,
        summary: 'A QR call line as its visitors see it (404 qr_invalid, 410 qr_expired)',
        querystring: QrLineAliasQuery,
        response: replies(QrLineShortDetail, [400, 404, 410]),
      },
    },
    (request) => service.shortDetail(request.query.alias),
  );

  app.get(
    `${qr}/detail`,
    {
      schema: {
        tags,
        summary: "A visitor's call: user_identity = call id, authorize_data = call token (join_type visitor)",
        querystring: QrCallDetailQuery,
        response: replies(QrCall, [400, 404, 410]),
      },
    },
    async (request) => {
      const { alias, authorize_data: token, user_identity: callId } = request.query;
      if (!callId) throw errors.fieldRequired('user_identity');
      if (!token) throw errors.fieldRequired('authorize_data');
      const call = await service.visitorCall(callId, token);
      if (call.line.alias !== alias) throw errors.invalidInput('alias');
      return callJson(call);
    },
  );

  app.post(
    `${qr}/verify-call`,
    {
      schema: {
        tags,
        summary: 'A visitor places a call: rings a free agent (409 agents_busy, 404 qr_invalid, 410 qr_expired)',
        body: QrPlaceCallBody,
        response: replies(QrCall, [400, 404, 409, 410]),
      },
    },
    (request) => service.placeCall(request.body.alias, request.body.display_name),
  );

  app.post(
    `${qr}/cancel`,
    {
      schema: {
        tags,
        summary: 'The visitor hangs up before an agent answers',
        body: QrCancelCallBody,
        response: replies(QrCall, [400, 404]),
      },
    },
    (request) => service.cancelByVisitor(request.body.call_id, request.body.call_token),
  );

  app.post(
    `${qr}/answer`,
    {
      schema: {
        tags,
        summary: 'The rung agent accepts (creates the call room) or declines',
        security: bearer,
        body: QrAnswerCallBody,
        response: replies(QrCall, [400, 401, 404, 409]),
      },
    },
    async (request) => {
      const { account } = await ctx.auth.required(request);
      return service.answer(account.id, request.body.call_id, request.body.accept, base(request));
    },
  );

  app.get(
    '/api/account/qr-call/line',
    {
      schema: {
        tags,
        summary: "The host's QR call line of an event",
        security: bearer,
        querystring: QrLineAliasQuery,
        response: replies(QrLine, [400, 401, 403, 404]),
      },
    },
    async (request) => service.lines.getLine((await ctx.auth.required(request)).account.id, request.query.alias, base(request)),
  );

  app.post(
    '/api/account/qr-call/line',
    {
      schema: {
        tags,
        summary: 'Turn an event into a QR call line, or change its agents and expiry',
        security: bearer,
        body: QrLineBody,
        response: replies(QrLine, [400, 401, 403, 404]),
      },
    },
    async (request) => service.lines.saveLine((await ctx.auth.required(request)).account.id, request.body, base(request)),
  );

  app.delete(
    '/api/account/qr-call/line',
    {
      schema: {
        tags,
        summary: 'Stop the QR call line (the event stays)',
        security: bearer,
        body: QrLineDeleteBody,
        response: replies(OkBody, [400, 401, 403, 404]),
      },
    },
    async (request) => service.deleteLine((await ctx.auth.required(request)).account.id, request.body.alias),
  );

  app.get(
    '/api/account/qr-call/agent/lines',
    {
      schema: { tags, summary: 'Lines the signed-in account answers calls for', security: bearer, response: replies(QrAgentLines, [401]) },
    },
    async (request) => service.lines.agentLines((await ctx.auth.required(request)).account.email, base(request)),
  );

  // ---- sockets ----

  const socketLog = (error: unknown) => app.log.warn({ err: error }, 'call-centre socket message failed');
  /** Agents and visitors only ever send the keep-alive; anything else is answered, never acted on. */
  const keepAlive = (connection: ReturnType<typeof socketConnection>) => (text: string) => {
    const message = parseFrame(text);
    if (!checkClientMessage.Check(message)) return connection.send({ type: 'error', code: 'invalid_message' });
    connection.send({ type: 'pong' });
  };

  /**
   * A call socket's place (on duty, or following a call) is taken once the store answered; its close waits for
   * that. Redis away: the socket is closed at once (1013), as the whiteboard's are.
   */
  const held = (socket: { close(code: number, reason: string): void }, opening: Promise<() => Promise<void>>) => {
    const opened = opening.catch((error: unknown) => {
      socketLog(error);
      socket.close(1013, 'cluster unavailable');
      return null;
    });
    return () => void opened.then((leave) => leave?.()).catch(socketLog);
  };

  const agentOwners = new WeakMap<object, AccountRow>();
  app.get(
    '/signal/socket/qr-call/agent',
    {
      websocket: true,
      schema: { tags, summary: "An agent's duty socket (?token=): rings arrive here while it is open", querystring: QrAgentSocketQuery },
      preValidation: async (request) => {
        const token = request.query.token;
        const found = token ? await ctx.auth.byToken(token) : null;
        if (!found) throw errors.unauthorized();
        agentOwners.set(request, found.account);
      },
    },
    (socket, request) => {
      const account = agentOwners.get(request)!;
      const connection = socketConnection(socket);
      const leave = held(socket, service.comings.agent(account.id, connection));
      onGuardedMessage(socket, connection, keepAlive(connection), { log: socketLog });
      socket.on('close', leave);
      socket.on('error', () => socket.terminate());
    },
  );

  app.get(
    '/signal/socket/qr-call/visitor',
    {
      websocket: true,
      schema: { tags, summary: "A visitor's call socket: state pushes until the call is answered", querystring: QrVisitorSocketQuery },
      preValidation: async (request) => {
        const { call_id: callId = '', call_token: token = '' } = request.query;
        await service.visitorCall(callId, token);
      },
    },
    (socket, request) => {
      const connection = socketConnection(socket);
      const leave = held(socket, service.comings.visitor(request.query.call_id!, connection));
      onGuardedMessage(socket, connection, keepAlive(connection), { log: socketLog });
      socket.on('close', leave);
      socket.on('error', () => socket.terminate());
    },
  );

  app.get(
    '/signal/socket/whiteboard',
    {
      websocket: true,
      schema: {
        tags: ['whiteboard'],
        summary: 'Shared whiteboard of /draw?room=: snapshot on join, then operations relayed',
        querystring: WhiteboardSocketQuery,
      },
      preValidation: async (request) => {
        if (!ROOM_PATTERN.test(request.query.room ?? '')) throw errors.invalidInput('room');
      },
    },
    (socket, request) => {
      const connection = socketConnection(socket);
      const joined = whiteboards.join(request.query.room!, connection, request.ip);
      if (typeof joined === 'string') return socket.close(1013, joined.replace(/_/g, ' '));
      // Clustered, the board answers from Redis: frames wait for it, in order.
      const session = Promise.resolve(joined).then((placed) => {
        if (typeof placed !== 'string') return placed;
        socket.close(1013, placed.replace(/_/g, ' '));
        return null;
      });
      // A long pen stroke is one frame: up to the socket's payload limit, not the room protocol's 64 KB.
      onGuardedMessage(socket, connection, (text) => session.then((placed) => placed?.message(text)), {
        log: socketLog,
        limits: { maxFrameBytes: 256 * 1024 },
      });
      socket.on('close', () => void session.then((placed) => placed?.close()));
      socket.on('error', () => socket.terminate());
    },
  );
}
