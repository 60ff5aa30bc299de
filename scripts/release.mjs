#!/usr/bin/env node
/**
 * npm run release -- <remote> --env <env> [--from <build dir>]
 * npm run rollback -- <remote> --env <env>
 */
import { parseArgs } from 'node:util';
import { REMOTES, remoteBuildDir } from './lib/paths.mjs';
import { ReleaseError, releaseRemote, rollbackRemote } from './lib/releases.mjs';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { env: { type: 'string', default: 'development' }, from: { type: 'string' } } });
const name = positionals[0];

try {
  if (!REMOTES.includes(name)) throw new ReleaseError(`Name a remote: ${REMOTES.join(', ')}. Usage: npm run ${command} -- <remote> --env <development|staging|production>`);
  if (command === 'release') {
    const result = await releaseRemote(values.from ?? remoteBuildDir(name), values.env);
    console.log(`Released ${result.name}@${result.version} to ${result.env}${result.previous ? ` (previous: ${result.previous}; roll back with npm run rollback -- ${name} --env ${values.env})` : ''}.`);
  } else if (command === 'rollback') {
    const result = rollbackRemote(name, values.env);
    console.log(`Rolled ${result.name} back in ${result.env}: ${result.from} -> ${result.to}.`);
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
