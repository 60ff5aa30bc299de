#!/usr/bin/env node
/**
 * npm run release -- <remote> --env <env>            builds the remote, then releases it
 * npm run release -- <remote> --env <env> --from <dir>   releases a build made elsewhere, if it is current
 * npm run rollback -- <remote> --env <env>
 * Both print what changed in the environment manifest.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, ROOT, remoteBuildDir } from './lib/paths.mjs';
import { ReleaseError, releaseRemote, rollbackRemote } from './lib/releases.mjs';
import { run } from './lib/run.mjs';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { env: { type: 'string', default: 'development' }, from: { type: 'string' } },
});
const name = positionals[0];

try {
  if (!REMOTES.includes(name))
    throw new ReleaseError(
      `Name a remote: ${REMOTES.join(', ')}. Usage: npm run ${command} -- <remote> --env <development|staging|production>`,
    );
  if (command === 'release') {
    if (!values.from) {
      // What is released is what the sources say now, never a leftover build.
      console.log(`Building ${name}...`);
      if (run('npm', ['run', 'build', '-w', `@platform/${name}-mfe`], { allowFailure: true }) !== 0)
        throw new ReleaseError(`The build of ${name} failed: nothing was released.`);
    }
    const result = await releaseRemote(values.from ?? remoteBuildDir(name), values.env, { packageDir: join(ROOT, 'apps', `${name}-mfe`) });
    console.log(
      `Released ${result.name}@${result.version} to ${result.env}${result.previous ? ` (previous: ${result.previous}; roll back with npm run rollback -- ${name} --env ${values.env})` : ''}.`,
    );
    console.log(result.change);
  } else if (command === 'rollback') {
    const result = rollbackRemote(name, values.env);
    console.log(`Rolled ${result.name} back in ${result.env}: ${result.from} -> ${result.to}.`);
    console.log(result.change);
  } else {
    throw new ReleaseError('Usage: release.mjs release|rollback <remote> --env <env>');
  }
} catch (error) {
  if (error instanceof ReleaseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
