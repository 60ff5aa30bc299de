import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { errors } from '../errors';

/**
 * Per-client-address request limits of the endpoints people or scripts can hammer: sign-in and
 * sign-up (spraying, enumeration, mail bombing), codes, joining rooms, uploads, speaker invitations
 * and the client logger. One table, applied by path when the routes are declared; the client address
 * is `request.ip` (X-Forwarded-For only with TRUST_PROXY). Limits are generous for people sharing an
 * office address and far below what a script needs.
 */
export const RATE_LIMITS: Record<string, { max: number; timeWindow: string }> = {
  '/api/v1/user/session/new': { max: 20, timeWindow: '1 minute' },
  '/api/v1/user/signup': { max: 10, timeWindow: '1 hour' },
  '/api/v1/user/confirm-email': { max: 30, timeWindow: '1 minute' },
  '/api/v1/user/resend-email': { max: 10, timeWindow: '10 minutes' },
  '/api/v1/user/reset-password': { max: 10, timeWindow: '10 minutes' },
  '/api/account/forgot-pwd/reset': { max: 10, timeWindow: '10 minutes' },
  '/api/account/phone/verify': { max: 30, timeWindow: '1 minute' },
  '/api/account/phone/resend': { max: 10, timeWindow: '10 minutes' },
  '/api/account/login/gg': { max: 30, timeWindow: '1 minute' },
  '/api/account/login/fb': { max: 30, timeWindow: '1 minute' },
  '/signal/member/v1/auth': { max: 120, timeWindow: '1 minute' },
  '/api/storage/upload-file': { max: 30, timeWindow: '1 minute' },
  '/conference/participant/add': { max: 30, timeWindow: '1 hour' },
  '/logger/v1/log': { max: 120, timeWindow: '1 minute' },
};

/**
 * Call before any route is declared: the onRoute hook tags the routes above for the plugin. With `redis`
 * (REDIS_URL) the counts live there, one per route and address for every instance behind the load balancer.
 */
export async function registerRateLimits(app: FastifyInstance, multiplier: number, redis: Redis | null = null) {
  app.addHook('onRoute', (route) => {
    const limit = RATE_LIMITS[route.url];
    if (limit && route.method !== 'GET')
      route.config = { ...(route.config as object), rateLimit: { ...limit, max: limit.max * multiplier } } as typeof route.config;
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'platform:rate:' } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => errors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
