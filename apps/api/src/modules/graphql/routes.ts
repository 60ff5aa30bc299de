import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import mercurius from 'mercurius';
import { GraphQLError, parse } from 'graphql';
import { ApiErrorBody, GRAPHQL_SDL, GraphqlAnswer, GraphqlRequest, type GraphqlAnswer as GraphqlAnswerBody } from '@platform/contracts';
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { graphqlResolvers } from './resolvers';

/** Deeper queries are refused before they run: the schema is three levels deep. */
const MAX_QUERY_DEPTH = 6;

/** A resolver's error as the client sees it: the REST code and message; anything unexpected stays hidden. */
function formatError(error: GraphQLError, log: FastifyInstance['log']) {
  const original = error.originalError;
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: error.path ? [...error.path] : undefined,
      extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) },
    };
  }
  if (!original || (original as { errors?: unknown }).errors) {
    // Syntax, validation or depth: the query itself is wrong; its message says where.
    return { message: error.message, ...(error.locations ? { locations: error.locations } : {}), extensions: { code: 'graphql_invalid' } };
  }
  log.error({ err: original }, 'graphql resolver failed');
  return { message: 'Error, please try again!', path: error.path ? [...error.path] : undefined, extensions: { code: 'internal' } };
}

/**
 * `POST /graphql/v1` (spec §7): the account, events and alias queries over mercurius. The route
 * is ours, registered through the TypeBox type provider (body schema in libs/contracts), and
 * hands the query to `reply.graphql`.
 */
export async function graphqlRoutes(scope: FastifyInstance, ctx: AppContext) {
  await scope.register(mercurius, {
    schema: GRAPHQL_SDL,
    resolvers: graphqlResolvers(ctx) as never,
    routes: false,
    graphiql: false,
    queryDepth: MAX_QUERY_DEPTH,
    errorFormatter: (execution, context) => {
      const errors = (execution.errors ?? [])
        .flatMap((error) => {
          const nested = (error.originalError as { errors?: GraphQLError[] } | undefined)?.errors;
          return Array.isArray(nested) ? nested : [error];
        })
        .map((error) => formatError(error, context.app.log));
      const only = errors.length === 1 ? execution.errors?.[0]?.originalError : undefined;
      let statusCode = 200;
      if (!execution.data)
        statusCode = only instanceof AppError ? only.statusCode : errors.every((e) => e.extensions.code === 'graphql_invalid') ? 400 : 500;
      return { statusCode, response: { data: execution.data ?? null, errors: errors as never } };
    },
  });
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/graphql/v1',
    {
      schema: {
        tags: ['graphql'],
        summary: 'GraphQL: me, events and alias lookups (same authorization as REST)',
        body: GraphqlRequest,
        // A refused query answers with the REST status of its one refusal; a malformed request body is the REST error body.
        response: {
          200: GraphqlAnswer,
          400: Type.Union([GraphqlAnswer, ApiErrorBody]),
          401: GraphqlAnswer,
          403: GraphqlAnswer,
          404: GraphqlAnswer,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { query, variables, operationName } = request.body;
      // Parsed here first: mercurius hands some unparsable text (a bare `0`) to graphql's validate,
      // whose "Must provide document" was a 500 (found by Schemathesis, issue 26).
      try {
        parse(query);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        return reply.code(400).send({ data: null, errors: [formatError(error, request.log)] });
      }
      try {
        return (await reply.graphql(query, { request }, variables ?? undefined, operationName ?? undefined)) as GraphqlAnswerBody;
      } catch (error) {
        // Mercurius throws before running a query that does not parse, validate or fit the depth limit.
        const invalid = (error as { errors?: GraphQLError[] }).errors;
        if (!Array.isArray(invalid)) throw error;
        return reply.code(400).send({ data: null, errors: invalid.map((e) => formatError(e, request.log)) });
      }
    },
  );
}
