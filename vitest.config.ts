import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': webSrc } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'apps/sandbox/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite databases are ~0.5 s to load and hungry for memory: two files at a time.
          maxWorkers: 2,
          // The files of a worker share one module cache: each file imported the whole API anew,
          // ~5 s of a loaded machine's time per file, two thirds of the suite. Every file builds
          // its own app and database (helpers/app.ts) and nothing mocks a module, so no state
          // crosses files but what the modules keep per app.
          isolate: false,
          // expect.poll waits as long as a page's own waits (browser.ts), not 1 s: a toast leaving
          // or a list refreshing takes longer than that on a busy machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own API and sandbox (global-setup.ts): one browser
          // journey leaves about half of this machine's two cores idle, waiting on pages.
          maxWorkers: 2,
          // expect.poll waits as long as a page's own waits (PAGE_WAIT_MS in e2e/browser.ts).
          expect: { poll: { timeout: 20_000 } },
          // In CI a journey that fails is run once more, and the report names it ("retry x1"):
          // two journeys at once on two cores push the load average near 10, and a wait that a
          // quiet machine meets in a second has run out there. A journey that fails twice fails
          // the run; run alone, nothing is retried.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          // The crash loop and the invariants: run on PGlite by `npm test`, again on PostgreSQL in CI.
          name: 'chaos',
          include: ['test/chaos/**/*.test.ts'],
          exclude: ['test/chaos/simulation.test.ts'],
          // The crash loop and the simulation each want the machine: one file at a time.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Several API copies on one PostgreSQL database (start-up, jobs, shutdown): CI's
          // PostgreSQL pass runs it; PGlite is one process per folder, so it has no fleet.
          name: 'fleet',
          include: ['test/fleet/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The seeded simulation, in-process: once per CI run (PGlite), where its 10,000 operations
          // test Kosh's logic; the crash loop above is what differs between the two databases.
          name: 'simulation',
          include: ['test/chaos/simulation.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
