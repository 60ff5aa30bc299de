import { Type, type Static } from 'typebox';

/** `POST /logger/v1/log` (spec §7): a client log entry; long fields are cut by the server, not refused. */
export const LogEntry = Type.Object(
  {
    level: Type.Enum(['error', 'warn', 'info', 'debug']),
    message: Type.String({ minLength: 1, maxLength: 100_000 }),
    source: Type.Optional(Type.String({ maxLength: 1000 })),
    context: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  },
  { additionalProperties: false },
);
export type LogEntry = Static<typeof LogEntry>;
