// A remote's build gives the same files however busy the machine is (tools/mf/parse-barrier.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const here = import.meta.dirname;
const root = join(here, '../../..');

function build(busyMs) {
  const outDir = mkdtempSync(join(tmpdir(), 'remote-build-'));
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(here, 'busy-machine.config.ts'), '--logLevel', 'error'],
    {
      cwd: join(root, 'apps/settings-mfe'),
      env: { ...process.env, BUSY_MS: String(busyMs), OUT_DIR: outDir, NO_COLOR: '1' },
      encoding: 'utf8',
    },
  );
  const files =
    result.status === 0
      ? Object.fromEntries(
          readdirSync(outDir, { recursive: true })
            .filter((file) => file.endsWith('.js'))
            .sort()
            .map((file) => [file, readFileSync(join(outDir, file), 'utf8')]),
        )
      : {};
  rmSync(outDir, { recursive: true, force: true });
  return { status: result.status, errors: `${result.stdout}${result.stderr}`, files };
}

test('the settings remote builds, and to the same files, when its modules load late', () => {
  const quick = build(0);
  assert.equal(quick.status, 0, quick.errors);
  for (const busyMs of [50, 200]) {
    const busy = build(busyMs);
    assert.doesNotMatch(busy.errors, /MISSING_EXPORT/);
    assert.equal(busy.status, 0, busy.errors);
    assert.deepEqual(Object.keys(busy.files), Object.keys(quick.files));
    assert.deepEqual(busy.files, quick.files);
  }
});
