// Where the read path's time goes, in deterministic figures: queries per request, their SQL and
// query plans, and the in-process cost of one request (no network, no load generator).
// Run: npx tsx bench/query-plan.ts   (PGlite in memory; TEST_DATABASE_URL for a PostgreSQL server)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { READ_TARGETS, seedReadPath } from './seed.mjs';

const raw: Database = process.env.TEST_DATABASE_URL ? await openPostgres(process.env.TEST_DATABASE_URL) : await openPglite('memory://');
const log: { sql: string; params?: unknown[] }[] = [];
const traced: Database = {
  kind: raw.kind,
  query: (sql, params) => (log.push({ sql, params }), raw.query(sql, params)),
  transaction: (fn) => raw.transaction((tx) => fn({ query: (sql, params) => (log.push({ sql, params }), tx.query(sql, params)) })),
  close: () => raw.close(),
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'query-plan-'));
const app = await buildApp({
  database: traced,
  config: { dataDir, siteDir: dataDir, databaseUrl: null, publicUrl: null, smtpUrl: null, livekit: null, isProduction: false },
});

async function call(method: string, url: string, payload?: unknown, token?: string): Promise<any> {
  const response = await app.inject({
    method: method as 'GET',
    url,
    payload: payload as object,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

try {
  const token = await seedReadPath(call);
  const targets = READ_TARGETS.map((t) => ({ name: t.name, method: t.method, url: t.path, payload: t.body }));
  // PLAN_ONLY=<name> PLAN_LOOPS=<n>: time one endpoint only (for --cpu-prof of its steady state).
  const only = process.env.PLAN_ONLY;
  const loops = Number(process.env.PLAN_LOOPS ?? 300);
  for (const target of targets.filter((t) => !only || t.name === only)) {
    await call(target.method, target.url, target.payload, token); // warm (caches, JIT)
    log.length = 0;
    await call(target.method, target.url, target.payload, token);
    const queries = [...log];
    const times: number[] = [];
    for (let i = 0; i < loops; i++) {
      const started = performance.now();
      await call(target.method, target.url, target.payload, token);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
    console.log(
      `\n== ${target.name}: ${queries.length} queries per request; in-process, one at a time: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${raw.kind})`,
    );
    for (const q of queries) {
      console.log(`  -- ${q.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
      if (!/^\s*(SELECT|WITH)/i.test(q.sql)) continue;
      const plan = await raw.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${q.sql}`, q.params);
      for (const row of plan) console.log(`     ${row['QUERY PLAN']}`);
    }
  }
} finally {
  await app.close();
  await raw.close();
  rmSync(dataDir, { recursive: true, force: true });
}
