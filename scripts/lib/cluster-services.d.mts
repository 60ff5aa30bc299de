import type { ChildProcess } from 'node:child_process';
export { freeTcpPort, startRedis, stopChild } from '../livekit/server.mjs';
export function postgresBin(): string;
export function nginxBin(): string;
export function redisServerBin(): string;
export function waitForPort(port: number, timeoutMs?: number, child?: ChildProcess | null): Promise<void>;
export function startPostgres(options: {
  port: number;
  dir: string;
  database?: string;
  fresh?: boolean;
}): Promise<{ url: string; stop(): Promise<void> }>;
export function startNginx(options: {
  conf: string;
  dir: string;
  port: number;
  user?: string | null;
}): Promise<{ child: ChildProcess; stop(): Promise<void> }>;
