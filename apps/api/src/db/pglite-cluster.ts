import path from 'node:path';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * PGlite's server settings on top of its defaults. initdb writes shared_buffers = 128MB, and in
 * WebAssembly the buffer pool is allocated and zeroed at start, so it all counts as resident memory;
 * this database is small and the files it reads stay in the OS page cache, so 32 MB holds its hot
 * pages (about 120 MB less resident memory). Single-user mode has one connection: the default 100
 * connection slots only size shared tables nobody uses. initdb takes the same settings: it writes
 * them to postgresql.conf and runs its own backends with them (100 MB less at its peak).
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'max_connections=10'];

/** Beside the bundled service (dist/): a cluster made by the build, the same as one file for in-memory databases, and what made them. */
const TEMPLATE = 'pglite-template';
const TEMPLATE_DUMP = 'pglite-template.tar';
const STAMP = 'pglite-template.json';

/** Where the build put them: beside this module once bundled (dist/), or the API's dist/ when run from source (src/db/). */
const here = path.dirname(fileURLToPath(import.meta.url));
const BUILD_DIRS = [here, path.resolve(here, '..', '..', 'dist')];

/** How the data folder came to be: already there, copied from the build's cluster, or made by initdb (in a child process, or in this one). */
export type DataDirOrigin = 'existing' | 'template' | 'initdb' | 'in-process';

/**
 * Makes a new data folder usable. initdb in WebAssembly peaks at about 750 MB and the process would
 * keep that memory for good, so the first start of `npm start` copies the cluster the build made
 * (39 MB of files, no initdb at all). Without one that matches this PGlite and these settings (the
 * service run from source), initdb runs in a short-lived child process, whose memory all goes back
 * to the system when it exits.
 */
export async function prepareDataDir(location: string, buildDirs = BUILD_DIRS): Promise<DataDirOrigin> {
  if (existsSync(path.join(location, 'PG_VERSION'))) return 'existing';
  const template = matchingBuild(buildDirs, TEMPLATE);
  if (template) {
    const temp = `${location}.copying`;
    rmSync(temp, { recursive: true, force: true });
    cpSync(template, temp, { recursive: true });
    rmSync(location, { recursive: true, force: true });
    renameSync(temp, location);
    return 'template';
  }
  return (await createCluster(location)) ? 'initdb' : 'in-process';
}

/**
 * An in-memory database (the API suites start dozens) loads the build's cluster from one file in
 * about 0.3 s instead of running initdb in-process for 1.2-2 s; undefined without a matching build.
 */
export function memoryTemplate(buildDirs = BUILD_DIRS): Blob | undefined {
  const dump = matchingBuild(buildDirs, TEMPLATE_DUMP);
  return dump ? new Blob([readFileSync(dump)]) : undefined;
}

/** The build's step: a fresh cluster in dist/ and its dump, stamped with the PGlite version and settings they were made with. */
export async function makeTemplate(distDir: string): Promise<void> {
  const target = path.join(distDir, TEMPLATE);
  for (const made of [target, path.join(distDir, TEMPLATE_DUMP), path.join(distDir, STAMP)]) rmSync(made, { recursive: true, force: true });
  if (!(await createCluster(target))) throw new Error('PGlite cannot be resolved from here');
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(target, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  const dump = await db.dumpDataDir('none');
  await db.close();
  writeFileSync(path.join(distDir, TEMPLATE_DUMP), Buffer.from(await dump.arrayBuffer()));
  writeFileSync(path.join(distDir, STAMP), JSON.stringify(stamp()));
}

/** The first build folder whose stamp matches this PGlite and these settings, and that holds `name`. */
function matchingBuild(buildDirs: string[], name: string): string | null {
  for (const dir of buildDirs) {
    try {
      if (readFileSync(path.join(dir, STAMP), 'utf8') !== JSON.stringify(stamp())) continue;
    } catch {
      continue;
    }
    const made = path.join(dir, name);
    if (name === TEMPLATE ? existsSync(path.join(made, 'PG_VERSION')) : existsSync(made)) return made;
  }
  return null;
}

function stamp() {
  return { pglite: pgliteVersion(), settings: PGLITE_SETTINGS };
}

function pgliteVersion(): string | null {
  try {
    const main = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
    const packageJson = path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
    return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/** initdb in a child process; false when PGlite cannot be resolved here (a test runner), and PGlite.create runs it in-process. */
async function createCluster(location: string): Promise<boolean> {
  let pglite: string;
  try {
    pglite = import.meta.resolve('@electric-sql/pglite');
  } catch {
    return false;
  }
  mkdirSync(location, { recursive: true });
  const settings = JSON.stringify(PGLITE_SETTINGS);
  const options = `{ startParams: [...PGlite.defaultStartParams, ...${settings}], initDbStartParams: ${settings} }`;
  const code = `import(${JSON.stringify(pglite)}).then(async ({ PGlite }) => { const db = await PGlite.create(${JSON.stringify(location)}, ${options}); await db.close(); })`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (exitCode) =>
      exitCode === 0 ? resolve() : reject(new Error(`Creating the database in ${location} failed: ${stderr.slice(-500)}`)),
    );
  });
  return true;
}
