import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Auth } from './auth';
import type { AccountService } from './modules/accounts/service';
import type { OutboxService } from './modules/outbox/service';
import type { ConferenceService } from './modules/conferences/service';
import type { NotificationService } from './modules/notifications/service';
import type { WalletService } from './modules/wallet/service';
import type { FileService } from './modules/files/service';
import type { SignalHub } from './modules/rooms/sockets/signal-hub';

/** Everything a route module needs, built once by buildApp. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  auth: Auth;
  outbox: OutboxService;
  accounts: AccountService;
  conferences: ConferenceService;
  notifications: NotificationService;
  wallet: WalletService;
  files: FileService;
  signal: SignalHub;
  /** REDIS_URL's connection: what instances share (rate limits, attempt limiters); null when one process serves. */
  redis: Redis | null;
}

/** Public origin for links: PUBLIC_URL, else the origin the request came to. */
export function publicBaseUrl(config: AppConfig, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}

/** Key for attempt limits per client. */
export const clientKey = (request: FastifyRequest) => request.ip;
