import type { ChildProcess } from 'node:child_process';
export interface ClusterInstance {
  id: string;
  port: number;
  child: ChildProcess;
}
export interface Cluster {
  url: string;
  port: number;
  instances: ClusterInstance[];
  postgresUrl: string;
  redisUrl: string;
  dataDir: string;
  hlsGrantSecret: string;
  stop(): Promise<void>;
}
export function missingTools(): string[];
export function apiCommand(options?: { fromSource?: boolean; apiMain?: string }): string[];
export function startCluster(options?: {
  port?: number;
  instances?: number;
  dir?: string;
  siteDir?: string;
  freshDatabase?: boolean;
  fromSource?: boolean;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;
export function renderTemplate(template: string, values: Record<string, string>): string;
