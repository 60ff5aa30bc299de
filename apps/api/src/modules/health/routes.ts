import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HealthStatus } from '@platform/contracts';
import type { AppContext } from '../../context';

/** A check that has not answered in this long counts as unreachable: the balancer must not wait on it. */
const CHECK_TIMEOUT_MS = 2000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health` (issue 25): 200 while this instance's database (and, clustered, Redis) answer, 503
 * otherwise, naming which. nginx (apps/api/nginx/platform.conf) and monitors ask it; its `instance`
 * tells which instance behind one address answered. Never cached.
 */
export async function healthRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this API instance can serve: its database and, with REDIS_URL, Redis answer (503 when not)',
        response: { 200: HealthStatus, 503: HealthStatus },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        answers(() => ctx.db.query('SELECT 1')),
        ctx.redis ? answers(() => ctx.redis!.ping()) : Promise.resolve('off' as const),
      ]);
      const ok = database === 'ok' && redis !== 'unreachable';
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send({ ok, instance: ctx.config.instanceId, database, redis });
    },
  );
}
