import type { GraphqlAccount, GraphqlAliasLookup, GraphqlError, GraphqlEventPage, GraphqlRequest } from '@platform/contracts';
import { ApiError } from '../http/api-error';
import { defineEndpoint } from '../http/client';

/** POST /graphql/v1 (spec §7), typed by libs/contracts/src/rest/graphql.ts like the server's resolvers. */
const postGraphql = defineEndpoint<GraphqlRequest, { data: Record<string, unknown> | null; errors?: GraphqlError[] }>({
  service: 'accountApi',
  method: 'POST',
  path: '/graphql/v1',
  token: 'optional',
});

/** A GraphQL error as the REST error every screen already knows (code, message, field). */
function asApiError(status: number, error: GraphqlError | undefined, body: unknown): ApiError {
  return new ApiError(
    status,
    error ? { code: error.extensions?.code ?? 'unknown', message: error.message, field: error.extensions?.field } : body,
  );
}

/** Runs one query; its errors reject as an ApiError with the REST code (`unauthorized`, `invalid_conference_link`...). */
export async function graphqlQuery<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  let answer: Awaited<ReturnType<typeof postGraphql>>;
  try {
    answer = await postGraphql({ query, ...(variables ? { variables } : {}) });
  } catch (error) {
    if (error instanceof ApiError) {
      const first = (error.body as { errors?: GraphqlError[] } | null)?.errors?.[0];
      if (first) throw asApiError(error.status, first, error.body);
    }
    throw error;
  }
  if (answer.errors?.length || !answer.data) throw asApiError(200, answer.errors?.[0], answer);
  return answer.data as T;
}

const ACCOUNT_FIELDS = 'id display_name email phone_number company conference_mode wallet_balance has_password';
const EVENT_FIELDS = 'id alias topic mode call_type start_time end_time has_passcode invite_link';

/** The signed-in account (token required). */
export const graphqlMe = async () => (await graphqlQuery<{ me: GraphqlAccount }>(`{ me { ${ACCOUNT_FIELDS} } }`)).me;

/** A page of the signed-in account's events, newest first; pass `next_after` back as `after`. */
export const graphqlEvents = async (args: { when?: 'upcoming' | 'past'; search?: string; limit?: number; after?: string } = {}) =>
  (
    await graphqlQuery<{ events: GraphqlEventPage }>(
      `query Events($when: EventWhen, $search: String, $limit: Int, $after: String) { events(when: $when, search: $search, limit: $limit, after: $after) { items { ${EVENT_FIELDS} } next_after } }`,
      args,
    )
  ).events;

/** The public facts behind an event link. */
export const graphqlAlias = async (alias: string) =>
  (
    await graphqlQuery<{ alias: GraphqlAliasLookup }>(
      'query Alias($alias: String!) { alias(alias: $alias) { alias topic mode call_type has_passcode start_time end_time host_name } }',
      { alias },
    )
  ).alias;
