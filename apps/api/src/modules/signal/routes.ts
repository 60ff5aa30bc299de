import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  FindDomainBody,
  OkBody,
  OneToOneBody,
  Organisation,
  RoomSocketQuery,
  SignalAuth,
  SignalAuthBody,
} from '@platform/contracts';
import { clientKey, publicBaseUrl, type AppContext } from '../../context';
import { AppError, errors } from '../../errors';
import type { AccountRow } from '../accounts/repository';
import { bearer } from '../../lib/schema';
import { onGuardedMessage } from '../../lib/socket-guard';
import { socketConnection } from '../../lib/connection';
import type { RoomMember } from '../rooms/sockets/room-registry';
import { authenticateMember, findOrganisation } from './service';

/** Signal controller, mounted under /signal: member auth, 1-1 messages, find-domain and the websocket. */
export async function signalRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['signal'];

  app.post(
    '/member/v1/auth',
    {
      schema: {
        tags,
        summary: 'Join a room: checks the passcode, returns a short-lived socket ticket',
        body: SignalAuthBody,
        response: { 200: SignalAuth, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const found = await ctx.auth.optional(request);
      return authenticateMember(ctx, request.body, found?.account ?? null, clientKey(request));
    },
  );

  app.post(
    '/1-1/send',
    {
      schema: {
        tags,
        summary: "Deliver a payload to a member's socket",
        security: bearer,
        body: OneToOneBody,
        response: { 200: OkBody, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      // 1-1 messages reach a stranger's screen: only from accounts that proved their address
      const { account } = await ctx.auth.requiredVerified(request);
      if (JSON.stringify(request.body.payload).length > 16_384) throw errors.invalidInput('payload', 'The message is too large.');
      const delivered = await ctx.signal.deliverToMember(request.body.to, {
        type: '1-1',
        from: { account_id: account.account_id, display_name: account.display_name },
        payload: request.body.payload,
      });
      if (!delivered) throw new AppError(404, 'member_offline', 'That person is not connected.', 'to');
      return { ok: true, delivered };
    },
  );

  app.post(
    '/member/v1/find-domain',
    {
      schema: {
        tags,
        summary: 'The organisation behind a sign-in domain',
        body: FindDomainBody,
        response: { 200: Organisation, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => findOrganisation(ctx, request.body.domain),
  );

  const socketOwners = new WeakMap<object, { member: RoomMember } | { account: AccountRow; sessionId: number }>();

  app.get(
    '/socket/member/v1',
    {
      websocket: true,
      schema: {
        tags,
        summary: 'Room socket: ?ticket= from member auth (or ?token= for account events only)',
        querystring: RoomSocketQuery,
      },
      // Authenticate before the upgrade so a bad ticket gets a plain 401.
      preValidation: async (request) => {
        const { ticket, token } = request.query;
        const member = ticket ? await ctx.signal.redeem(ticket) : null;
        if (member) return void socketOwners.set(request, { member });
        if (token) {
          const found = await ctx.auth.byToken(token);
          if (found) return void socketOwners.set(request, { account: found.account, sessionId: found.sessionId });
        }
        throw errors.unauthorized();
      },
    },
    (socket, request) => {
      const owner = socketOwners.get(request)!;
      const connection = socketConnection(socket);
      const session =
        'member' in owner
          ? ctx.signal.connectMember(owner.member, connection, publicBaseUrl(ctx.config, request))
          : ctx.signal.connectAccount(owner.account.id, connection, owner.sessionId);
      onGuardedMessage(socket, connection, (text) => session.message(text), {
        log: (error) => request.log.warn({ err: error }, 'room socket message failed'),
      });
      socket.on('close', (code: number) => session.close(code));
      socket.on('error', () => socket.terminate());
    },
  );
}
