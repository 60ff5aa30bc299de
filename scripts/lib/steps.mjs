import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/**
 * The suite's steps and their wall times. A step is one command; `lanes` runs several sequences
 * of steps at once (the machine has two cores and most steps keep only one busy, or wait on
 * timers and sockets). The first lane prints as it goes; the others' output is held and printed
 * whole when each of their steps ends, so the log stays readable.
 */
export function createSuite() {
  const started = Date.now();
  const timings = [];
  const failures = [];
  const why = []; // the lines that say why each failed step failed, printed again at the end
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

  function runStep({ name, command, args, cwd = ROOT, env = {} }, live) {
    const stepStarted = Date.now();
    console.log(`\n=== ${name}${live ? '' : ' (alongside; output when it ends)'} ===`);
    return new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env },
      });
      const held = [];
      child.stdout.on('data', (chunk) => (held.push(chunk), live && process.stdout.write(chunk)));
      child.stderr.on('data', (chunk) => (held.push(chunk), live && process.stderr.write(chunk)));
      const finish = (status) => {
        const ms = Date.now() - stepStarted;
        const ok = status === 0;
        timings.push({ name, ms, ok });
        if (!ok) {
          failures.push(name);
          why.push({ name, lines: failureLines(Buffer.concat(held).toString('utf8')) });
        }
        if (!live) {
          console.log(`\n=== ${name} (output) ===`);
          process.stdout.write(Buffer.concat(held));
        }
        console.log(`--- ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
        resolve(ok);
      };
      child.on('error', (error) => {
        held.push(Buffer.from(`${error.message}\n`));
        finish(1);
      });
      child.on('close', (code) => finish(code ?? 1));
    });
  }

  return {
    failures,
    /** One step on its own, printing as it goes. */
    step: (step) => runStep(step, true),
    /**
     * Lanes side by side, each a list of steps run in order (a failure does not stop the rest);
     * `name` times the whole group.
     */
    async lanes(name, lanes) {
      const groupStarted = Date.now();
      await Promise.all(
        lanes.map(async (lane, index) => {
          for (const step of lane) await runStep(step, index === 0);
        }),
      );
      timings.push({ name: `${name} (together)`, ms: Date.now() - groupStarted, ok: true, group: true });
    },
    report() {
      console.log('\nWall time per step (steps under one group ran side by side)');
      for (const t of timings) console.log(`  ${t.name.padEnd(44)} ${seconds(t.ms).padStart(9)}${t.ok ? '' : '  FAILED'}`);
      console.log(`  ${'suite'.padEnd(44)} ${seconds(Date.now() - started).padStart(9)}`);
      // A CI log is often read from its end: say there which tests failed and how.
      for (const { name, lines } of why) console.log(`\nWhy "${name}" failed:\n${lines.map((line) => `  ${line}`).join('\n')}`);
    },
  };
}

const ANSI = /\u001b\[[0-9;]*m/g;
/** The lines of a failed step's output that name a failed test or its error, at most 40. */
export function failureLines(output) {
  const lines = output.replace(ANSI, '').split('\n');
  const marked = lines.filter((line) => /(FAIL|✘|×|✗|\bError\b|AssertionError|expected|Timed out|timed out|not back in time)/.test(line));
  const picked = (marked.length ? marked : lines.filter((line) => line.trim()).slice(-20)).map((line) => line.trimEnd());
  return [...new Set(picked)].slice(0, 40);
}
