import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SITE_DIR } from './paths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** How long a fresh service may take to be ready: a new PGlite data folder runs initdb, slow on a busy machine. */
const START_TIMEOUT_MS = 150_000;

export interface OwnServerOptions {
  /** Extra environment for the service (e.g. a Google client). */
  env?: Record<string, string>;
  /** The site it serves (default: the e2e site). */
  siteDir?: string;
}

/**
 * A second API service of its own (port and data folder), for journeys that stop and restart the
 * service under a running call, or that need another configuration: the shared e2e server must
 * stay up for the other tests.
 */
export class OwnServer {
  readonly url: string;
  private child: ChildProcess | null = null;
  /** The instance's DATA_DIR: a journey may read what the service wrote there (HLS files, recordings). */
  readonly dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-own-'));

  constructor(
    private readonly port: number,
    private readonly options: OwnServerOptions = {},
  ) {
    this.url = `http://localhost:${port}`;
  }

  /** Starts the service and resolves once it answers; rejects at once if it exits. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        SITE_DIR: this.options.siteDir ?? E2E_SITE_DIR,
        APP_ENV: 'development',
        NODE_ENV: 'test',
        // As start-server.mjs: every journey signs up from one address (LiveKit journeys share one instance per
        // worker, past the 10 sign-ups an hour one address gets); the per-IP limits are the API suite's to prove.
        RATE_LIMIT_MULTIPLIER: '100',
        ...this.options.env,
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    this.child = child;
    // Node's fetch may try ::1 for localhost first; the service listens on 127.0.0.1.
    const probe = `http://127.0.0.1:${this.port}/manifest.json`;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`API exited: ${stderr.slice(-800)}`);
      if (
        await fetch(probe).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`API did not start on ${this.url} within ${START_TIMEOUT_MS / 1000} s: ${stderr.slice(-800)}`);
  }

  /** A graceful stop (SIGTERM), as a deploy or a restart by the process manager does. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
