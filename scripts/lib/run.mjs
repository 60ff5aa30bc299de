import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command in the repo, streaming its output; exits with its code on failure unless told not to. */
export function run(command, args, { env = {}, allowFailure = false, cwd = ROOT } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env },
  });
  if (result.status !== 0 && !allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}
