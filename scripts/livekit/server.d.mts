export interface LiveKitKeys {
  apiKey: string;
  apiSecret: string;
}
export interface LiveKitServer extends LiveKitKeys {
  url: string;
  httpUrl: string;
  ports: { http: number; tcp: number; udp: number };
  env(): { LIVEKIT_URL: string; LIVEKIT_API_KEY: string; LIVEKIT_API_SECRET: string };
  output(): string;
  pid(): number | null;
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}
export interface RedisServer {
  address: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}
export interface StartLiveKitOptions {
  keys?: LiveKitKeys;
  redis?: string;
  bin?: string;
  webhookUrls?: string[];
  logLevel?: string;
  /** The SFU's PLI throttle on every layer (say "300ms"; LiveKit's default: 500 ms low, 1 s mid and high). */
  pliThrottle?: string;
  ports?: { http?: number; tcp?: number; udp?: number };
  log?: (chunk: Buffer) => void;
}
export function freeTcpPort(): Promise<number>;
export function freeUdpPort(): Promise<number>;
export function liveKitKeys(): LiveKitKeys;
export function startRedis(options?: { bin?: string }): Promise<RedisServer>;
/** Ends a child process (SIGKILL after 10 s) and resolves once it exited. */
export function stopChild(child: import('node:child_process').ChildProcess, signal?: NodeJS.Signals): Promise<void>;
export function startLiveKit(options?: StartLiveKitOptions): Promise<LiveKitServer>;
