import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freeTcpPort, startPostgres } from '../../../../scripts/lib/cluster-services.mjs';

/**
 * An empty PostgreSQL database for instances to share: on TEST_DATABASE_URL's server when there is one
 * (a database of its own next to the suite's), else on a throw-away server started here from Debian's
 * packages (PGlite cannot be shared by two instances: that is the point of these suites).
 */
export async function clusterDatabase(name: string): Promise<{ url: string; close(): Promise<void> }> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) {
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(shared);
    url.pathname = `/${name}`;
    return { url: url.toString(), close: async () => undefined };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'api-cluster-pg-'));
  chmodSync(dir, 0o755); // initdb runs as the postgres user when the suite runs as root
  const server = await startPostgres({ port: await freeTcpPort(), dir: path.join(dir, 'data'), database: name, fresh: true });
  return {
    url: server.url,
    close: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
