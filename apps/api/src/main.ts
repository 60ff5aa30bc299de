import { buildApp } from './app';
import { loadConfig } from './config';
import { installProcessGuard } from './lib/process-guard';

const config = loadConfig();
const app = await buildApp({ logger: true, logRequests: process.env.LOG_REQUESTS === '1' });
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
