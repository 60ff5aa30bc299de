import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { loadConfig, type AppConfig } from './config';
import type { AppContext } from './context';
import { Auth } from './auth';
import { openDatabase, openPglite, type Database } from './db/database';
import { migrate } from './db/migrations';
import { errors, handleError, type AppError } from './errors';
import { registerInputGuard } from './lib/input-guard';
import { documentServerLimits } from './lib/openapi-limits';
import { serializeError } from './lib/log-redaction';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerRateLimits } from './lib/rate-limits';
import { isRedisFailure } from './cluster/redis';
import { joinCluster } from './cluster/join';
import { strictBodyValidators } from './lib/validation';
import { closePromptly } from './lib/prompt-close';
import { accountRoutes } from './modules/accounts/routes';
import { AccountService } from './modules/accounts/service';
import { callConfigRoutes } from './modules/call-config/routes';
import { conferenceRoutes } from './modules/conferences/routes';
import { ConferenceService } from './modules/conferences/service';
import { devRoutes } from './modules/dev/routes';
import { fileRoutes } from './modules/files/routes';
import { FileService } from './modules/files/service';
import { loggerRoutes } from './modules/logger/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { NotificationService } from './modules/notifications/service';
import { redisRecipientRelay } from './modules/notifications/recipient-relay';
import { OutboxService } from './modules/outbox/service';
import { RoomController } from './modules/rooms/controller';
import { roomRoutes } from './modules/rooms/routes';
import { SignalHub } from './modules/rooms/sockets/signal-hub';
import { RedisTickets } from './modules/rooms/cluster/redis-tickets';
import { clusterRooms } from './modules/rooms/cluster/room-cluster';
import { RedisSettings } from './modules/rooms/cluster/redis-settings';
import { CLOSE_MOVED } from './modules/rooms/cluster/wire';
import { signalRoutes } from './modules/signal/routes';
import { siteRoutes } from './modules/site/routes';
import { speakerRoutes } from './modules/speakers/routes';
import { walletRoutes } from './modules/wallet/routes';
import { giftRoutes } from './modules/gifts/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { customisationRoutes } from './modules/customisation/routes';
import { linkedAccountRoutes } from './modules/linked-accounts/routes';
import { recordingRoutes } from './modules/recordings/routes';
import { streamTargetRoutes } from './modules/stream-targets/routes';
import { WalletService } from './modules/wallet/service';
import { mountCallCentre } from './modules/call-centre';
import { graphqlRoutes } from './modules/graphql/routes';
import { pumpFunRoutes } from './modules/pump-fun/routes';
import { healthRoutes } from './modules/health/routes';
import { BroadcastService } from './modules/broadcast/broadcast-service';
import { logRecoveries } from './modules/broadcast/interrupted-recordings';
import { broadcastControlsFor } from './modules/broadcast/controls-choice';
import type { BroadcastControls } from './modules/broadcast/broadcast-controls';
import { broadcastRoutes } from './modules/broadcast/routes';
import { AudienceStream } from './modules/broadcast/audience-hls';
import { ViewerGrants } from './modules/broadcast/viewer-grants';

export interface BuildAppOptions {
  /** Overrides of the environment configuration. */
  config?: Partial<AppConfig>;
  /** Keep the database in memory (tests); files still go under dataDir. */
  memoryDatabase?: boolean;
  /** An already open database (shared by test suites). */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Log a line per request (off by default: at hundreds of requests per second they cost more than they tell). */
  logRequests?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    rooms: RoomController;
    broadcast: BroadcastService;
    /** What Record and Go live drive: the embedded worker (`broadcast`) or LiveKit Egress. */
    broadcastControls: BroadcastControls;
    /** Signs and checks the audience's grants to a room's HLS (issue 26). */
    viewerGrants: ViewerGrants;
  }
}

/** Request logs carry the path only: query strings may hold tickets or tokens. */
const requestSerializer = (request: { method: string; url: string; ip?: string }) => ({
  method: request.method,
  url: request.url.split('?')[0],
  ip: request.ip,
});

/** The platform API as a Fastify app; `listen` is the caller's. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const logger = options.logger ?? false;
  const app = Fastify({
    logger:
      logger === true || (logger && typeof logger === 'object')
        ? {
            level: process.env.LOG_LEVEL || 'info',
            ...(logger === true ? {} : logger),
            serializers: { req: requestSerializer, err: serializeError },
          }
        : logger,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allowUnionTypes: true } },
    schemaController: { compilersFactory: { buildValidator: strictBodyValidators() } },
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    routerOptions: { maxParamLength: 200 },
    // a hop count means: trust that many proxies next to us
    trustProxy:
      typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
  });

  const {
    redis,
    limiters,
    leave: leaveCluster,
  } = await joinCluster(config, options.database?.kind ?? (config.databaseUrl && !options.memoryDatabase ? 'postgres' : 'pglite'), app.log);
  const db = options.database ?? (options.memoryDatabase ? await openPglite('memory://') : await openDatabase(config));
  await migrate(db);
  if (db.dataFolder) app.log.info({ dataFolder: db.dataFolder }, db.dataFolder === 'existing' ? 'database opened' : 'database created');

  // Clustered, a socket ticket is redeemed by whichever instance the load balancer picks for the socket.
  const signal = new SignalHub(redis ? new RedisTickets(redis) : undefined);
  const outbox = new OutboxService(db, config.smtpUrl, app.log, !config.isProduction, config.mailCaps);
  const ctx: AppContext = {
    config,
    db,
    auth: new Auth(db),
    outbox,
    accounts: new AccountService(db, config, outbox, limiters),
    conferences: new ConferenceService(db, outbox, limiters),
    notifications: new NotificationService(db, signal),
    wallet: new WalletService(db),
    files: new FileService(db, config.dataDir, config.uploadQuotaMb),
    signal,
    redis,
  };
  app.decorate('ctx', ctx);
  ctx.accounts.repository.onRevoked = (sessionIds, accountId) => signal.closeSessions(sessionIds, accountId);
  const rooms = new RoomController(
    { db, conferences: ctx.conferences, files: ctx.files, sockets: signal.rooms },
    { keeper: redis ? new RedisSettings(redis, app.log) : undefined },
  );
  ctx.conferences.followRooms((alias) => rooms.headcount(alias));
  rooms.register(signal.dispatcher);
  signal.attachRooms(rooms);
  // Clustered, each live room has one owner instance; sockets that land elsewhere are served through it.
  const roomCluster = redis
    ? await clusterRooms({
        redis,
        hub: signal,
        instanceId: config.instanceId,
        inUse: (alias) => signal.rooms.has(alias) || !!rooms.view(alias),
        dropRoom: (alias) => rooms.handOver(alias, CLOSE_MOVED),
        announceHere: (alias, message) => rooms.announceHere(alias, message),
        log: app.log,
      })
    : null;
  if (roomCluster) rooms.announceElsewhere((alias, message) => roomCluster.announce(alias, message));
  // Clustered, notifications and 1-1 messages reach sockets on any instance (per-recipient Redis channels).
  const recipients = redis
    ? await redisRecipientRelay({
        redis,
        instanceId: config.instanceId,
        log: app.log,
        deliver: (to, message) => signal.deliverHere(to, message),
      })
    : null;
  if (recipients) signal.relayRecipients(recipients);
  app.decorate('rooms', rooms);
  const broadcast = new BroadcastService(ctx, rooms);
  // The worker's browser opens the site this service serves, on the port it really listens on.
  broadcast.siteUrl = () =>
    process.env.BROADCAST_SITE_URL ?? `http://127.0.0.1:${(app.server.address() as { port: number } | null)?.port ?? config.port}`;
  app.decorate('broadcast', broadcast);
  const missingTools = broadcast.missingTools();
  if (missingTools && !config.livekit) app.log.warn(missingTools);
  logRecoveries(broadcast, app.log);
  const controls = broadcastControlsFor(ctx, rooms, broadcast);
  app.decorate('broadcastControls', controls);
  const viewerGrants = new ViewerGrants(config.hlsGrantSecret ?? undefined);
  app.decorate('viewerGrants', viewerGrants);
  // The audience's stream (issue 13) with the mesh; AUDIENCE_HLS=off turns it off (the API suites, which play the worker themselves).
  const audience = !config.livekit && process.env.AUDIENCE_HLS !== 'off' ? new AudienceStream(rooms, broadcast, process.env) : null;
  app.addHook('onClose', async () => {
    audience?.close();
    if (controls !== broadcast) await controls.shutdown();
    await broadcast.shutdown();
    await roomCluster?.close();
    recipients?.close();
    await rooms.close();
    signal.close();
    if (!options.database) await db.close();
    leaveCluster();
  });

  closePromptly(app);
  // Clustered: a request refused because Redis is gone (the rate limits' store) says so, as a 503.
  app.setErrorHandler<FastifyError | AppError>(
    redis
      ? (error, request, reply) => handleError(isRedisFailure(error) ? errors.clusterUnavailable() : error, request, reply)
      : handleError,
  );
  registerInputGuard(app);
  app.setNotFoundHandler((request, reply) => {
    void request;
    return reply.status(404).send(errors.notFound('Route').toBody());
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Platform API',
        version: '0.1.0',
        description: 'Account, conference, speakers, notifications, wallet, files, call config, signal controller and logger services.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transformObject: (document) =>
      ('openapiObject' in document
        ? documentServerLimits(document.openapiObject as Parameters<typeof documentServerLimits>[0])
        : document.swaggerObject) as never,
  });
  await registerSecurityHeaders(app, config);
  await registerRateLimits(app, config.rateLimitMultiplier, redis);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // No compression: a room's fan-out writes one frame made once to thousands of sockets (lib/shared-frame.ts).
  await app.register(fastifyWebsocket, { options: { maxPayload: 256 * 1024, perMessageDeflate: false } });
  // Only reply.sendFile is used (with an explicit root); the plugin insists on an existing default root.
  // preCompressed: a site file goes out as its .br or .gz sibling when the request accepts it (scripts/lib/precompress.mjs writes them).
  await app.register(fastifyStatic, { root: existsSync(config.siteDir) ? config.siteDir : tmpdir(), serve: false, preCompressed: true });

  const mount = (plugin: (app: FastifyInstance, ctx: AppContext) => Promise<void>, prefix = '') =>
    app.register(async (scope) => plugin(scope, ctx), { prefix });
  await mount(accountRoutes);
  await mount(walletRoutes);
  await mount(giftRoutes);
  await mount(fileRoutes);
  await mount(apiKeyRoutes);
  await mount(streamTargetRoutes);
  await mount(customisationRoutes);
  await mount(recordingRoutes);
  await mount(linkedAccountRoutes);
  await mount(conferenceRoutes, '/conference');
  await mount(speakerRoutes, '/conference');
  await mount(callConfigRoutes, '/call-config');
  await mount(signalRoutes, '/signal');
  await app.register(async (scope) => roomRoutes(scope, ctx, rooms), { prefix: '/signal' });
  await mount(notificationRoutes, '/notification');
  await mountCallCentre(app, ctx, rooms);
  await app.register(async (scope) => broadcastRoutes(scope, ctx, rooms, broadcast, audience, controls, viewerGrants), {
    prefix: '/broadcast',
  });
  await mount(loggerRoutes, '/logger');
  await mount(graphqlRoutes);
  await mount(pumpFunRoutes);
  await mount(healthRoutes);
  if (!config.isProduction) await mount(devRoutes, '/__dev');
  await mount(siteRoutes);

  await app.ready();
  return app;
}
