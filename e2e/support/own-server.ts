import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SITE_DIR } from './paths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A second API service of its own (port and data folder), for journeys that stop and restart the
 * service under a running call: the shared e2e server must stay up for the other tests.
 */
export class OwnServer {
  readonly url: string;
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-own-'));

  constructor(private readonly port: number) {
    this.url = `http://localhost:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, SITE_DIR: E2E_SITE_DIR, APP_ENV: 'development', NODE_ENV: 'test' },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => { stderr += chunk; });
    this.child = child;
    for (let i = 0; i < 300; i += 1) {
      if (child.exitCode !== null) throw new Error(`API exited: ${stderr.slice(-800)}`);
      try {
        if ((await fetch(`${this.url}/manifest.json`)).ok) return;
      } catch { /* not up yet */ }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`API did not start on ${this.url}: ${stderr.slice(-800)}`);
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
