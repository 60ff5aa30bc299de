import { Type, type Static } from 'typebox';

/** `POST /graphql/v1` (spec §7) request body: one query of the account, events and alias services. */
export const GraphqlRequest = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: 10_000 }),
    variables: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
    operationName: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type GraphqlRequest = Static<typeof GraphqlRequest>;

/** An error of a GraphQL answer; `extensions.code` is the REST error code (`unauthorized`, `invalid_conference_link`...). */
export const GraphqlError = Type.Object(
  {
    message: Type.String(),
    path: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Number()]))),
    extensions: Type.Optional(Type.Object({ code: Type.String(), field: Type.Optional(Type.String()) }, { additionalProperties: true })),
  },
  { additionalProperties: true },
);
export type GraphqlError = Static<typeof GraphqlError>;

/** What `POST /graphql/v1` answers: the data, and the errors of what failed (the status is the REST one of a single refusal). */
export const GraphqlAnswer = Type.Object(
  {
    data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
    errors: Type.Optional(Type.Array(GraphqlError)),
  },
  { additionalProperties: true },
);
export type GraphqlAnswer = Static<typeof GraphqlAnswer>;

/** `me`: the signed-in account (what `GET /api/account/details` says, the fields GraphQL exposes). */
export const GraphqlAccount = Type.Object({
  id: Type.String(),
  display_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone_number: Type.Union([Type.String(), Type.Null()]),
  company: Type.Union([Type.String(), Type.Null()]),
  conference_mode: Type.String(),
  wallet_balance: Type.Number(),
  has_password: Type.Boolean(),
});
export type GraphqlAccount = Static<typeof GraphqlAccount>;

/** One of the signed-in account's events. */
export const GraphqlEvent = Type.Object({
  id: Type.String(),
  alias: Type.String(),
  topic: Type.String(),
  mode: Type.String(),
  call_type: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
  has_passcode: Type.Boolean(),
  invite_link: Type.String(),
});
export type GraphqlEvent = Static<typeof GraphqlEvent>;

/** `events`: a page of them, newest first; `next_after` continues the list. */
export const GraphqlEventPage = Type.Object({ items: Type.Array(GraphqlEvent), next_after: Type.Union([Type.String(), Type.Null()]) });
export type GraphqlEventPage = Static<typeof GraphqlEventPage>;

/** `alias`: the public facts behind an event link (what the join page shows), no token needed. */
export const GraphqlAliasLookup = Type.Object({
  alias: Type.String(),
  topic: Type.String(),
  mode: Type.String(),
  call_type: Type.String(),
  has_passcode: Type.Boolean(),
  start_time: Type.String(),
  end_time: Type.String(),
  host_name: Type.String(),
});
export type GraphqlAliasLookup = Static<typeof GraphqlAliasLookup>;

/** The GraphQL schema (SDL) the API serves, next to the TypeBox shapes it answers with. */
export const GRAPHQL_SDL = /* GraphQL */ `
  enum EventWhen {
    upcoming
    past
  }
  type Account {
    id: ID!
    display_name: String!
    email: String
    phone_number: String
    company: String
    conference_mode: String!
    wallet_balance: Float!
    has_password: Boolean!
  }
  type Event {
    id: ID!
    alias: String!
    topic: String!
    mode: String!
    call_type: String!
    start_time: String!
    end_time: String!
    has_passcode: Boolean!
    invite_link: String!
  }
  type EventPage {
    items: [Event!]!
    next_after: String
  }
  type AliasLookup {
    alias: String!
    topic: String!
    mode: String!
    call_type: String!
    has_passcode: Boolean!
    start_time: String!
    end_time: String!
    host_name: String!
  }
  type Query {
    "The signed-in account (token required)."
    me: Account!
    "The signed-in account's events, newest first (token required)."
    events(when: EventWhen, search: String, limit: Int, after: String): EventPage!
    "The public facts of an event link."
    alias(alias: String!): AliasLookup!
  }
`;
