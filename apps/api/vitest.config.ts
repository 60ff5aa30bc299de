import { defineConfig } from 'vitest/config';

// The integration suite runs on embedded PGlite, and once more on a PostgreSQL server when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One file at a time: the machine has 2 shared cores and each suite boots its own PGlite.
    fileParallelism: false,
    // The files share one module graph: each starts its own servers and databases anyway, and
    // importing the app afresh for each of ~45 files took half the suite (PostgreSQL: 113 -> 43 s).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['test/**/*.test.ts'],
          // Several instances (test/cluster) run on PostgreSQL alone: in the postgres project when there is one
          // (on its server), else here, on a server they start themselves.
          ...(postgres ? { exclude: ['test/cluster/**'] } : {}),
        },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: ['test/**/*.test.ts'],
                // Restart durability and the making of a data folder are about PGlite's files on disk.
                exclude: ['test/restart.test.ts', 'test/pglite-cluster.test.ts'],
                env: { API_TEST_DATABASE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
