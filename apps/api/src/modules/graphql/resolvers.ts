import type { FastifyRequest } from 'fastify';
import type { GraphqlAccount, GraphqlAliasLookup, GraphqlEventPage } from '@platform/contracts';
import { publicBaseUrl, type AppContext } from '../../context';
import { errors } from '../../errors';
import { accountJson } from '../accounts/account-json';

export interface GraphqlContext {
  request: FastifyRequest;
}

/**
 * The queries of POST /graphql/v1 over the same services and the same authorization as REST:
 * `me` as GET /api/account/details, `events` as the events list, `alias` as the join page's
 * short detail. Nothing here reads the database itself.
 */
export function graphqlResolvers(ctx: AppContext) {
  const { auth, conferences, config } = ctx;
  return {
    Query: {
      async me(_root: unknown, _args: unknown, { request }: GraphqlContext): Promise<GraphqlAccount> {
        const account = accountJson((await auth.required(request)).account);
        return {
          id: account.id,
          display_name: account.display_name,
          email: account.email,
          phone_number: account.phone_number,
          company: account.company,
          conference_mode: account.account_setting.conference_mode,
          wallet_balance: account.wallet_balance,
          has_password: account.has_password,
        };
      },
      async events(
        _root: unknown,
        args: { when?: string; search?: string; limit?: number; after?: string },
        { request }: GraphqlContext,
      ): Promise<GraphqlEventPage> {
        const hostId = await auth.requiredAccountId(request);
        // The REST list's own limits (ConferenceListBody in libs/contracts/src/rest/conferences.ts).
        if (args.search && args.search.length > 200) throw errors.invalidInput('search');
        if (args.after && args.after.length > 16) throw errors.invalidInput('after');
        const limit = args.limit === undefined || args.limit === null ? undefined : Math.max(0, Math.min(args.limit, 100));
        const page = await conferences.list(
          hostId,
          { action: args.when ?? undefined, search: args.search ?? undefined, limit, from_hex_id: args.after ?? undefined },
          publicBaseUrl(config, request),
        );
        return {
          items: page.items.map((event) => ({
            id: event.id,
            alias: event.alias,
            topic: event.topic,
            mode: event.mode,
            call_type: event.call_type,
            start_time: event.start_time,
            end_time: event.end_time,
            has_passcode: event.has_passcode,
            invite_link: event.invite_link,
          })),
          next_after: page.next_from_hex_id,
        };
      },
      async alias(_root: unknown, args: { alias: string }): Promise<GraphqlAliasLookup> {
        if (!args.alias.trim() || args.alias.length > 64) throw errors.invalidInput('alias');
        const found = await conferences.shortDetail(args.alias);
        return {
          alias: found.alias,
          topic: found.topic,
          mode: found.mode,
          call_type: found.call_type,
          has_passcode: found.has_passcode,
          start_time: found.start_time,
          end_time: found.end_time,
          host_name: found.host.display_name,
        };
      },
    },
  };
}
