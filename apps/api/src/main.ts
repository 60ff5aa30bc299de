import { loadConfig, type AppConfig } from './config';
import { ConfigError } from './livekit-env';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line a person can act on, not a stack.
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
// The service is loaded only once its settings hold: a refusal comes at once, not after loading it all.
const { buildApp } = await import('./app');
const { installProcessGuard } = await import('./lib/process-guard');
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ logger: true, logRequests: process.env.LOG_REQUESTS === '1' });
} catch (error) {
  // What the settings point at and cannot be reached at start (REDIS_URL): the same one line.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
installProcessGuard(app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number }).port;
console.log(`Platform ready at http://localhost:${port}`);
