import { Type, type Static } from 'typebox';

/**
 * `GET /api/health`: whether this API instance can serve (its database answers; with REDIS_URL, Redis too).
 * 200 when it can, 503 with the same body when not: what a load balancer or monitor asks each instance.
 */
export const HealthStatus = Type.Object(
  {
    ok: Type.Boolean(),
    /** INSTANCE_ID, else random per process: tells behind one address which instance answered. */
    instance: Type.String({ maxLength: 128 }),
    database: Type.Enum(['ok', 'unreachable']),
    /** `off`: one process, no Redis configured. */
    redis: Type.Enum(['ok', 'unreachable', 'off']),
  },
  { additionalProperties: false },
);
export type HealthStatus = Static<typeof HealthStatus>;
