import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./web/src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default'],
    // One file at a time per vitest process (vitest's default on two cores, written down): with two, the
    // engine-process integration files missed their windows and e2e files took 3-5x longer (docs/testing.md, "Two
    // files at a time"). `npm test` runs three such processes side by side instead, one Chromium at most in each
    // (scripts/test-lanes.mjs, docs/testing.md "Lanes").
    maxWorkers: 1,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['{shared,engine,realtime-server}/src/**/*.test.{ts,tsx}', 'web/src/**/*.test.ts'],
          environment: 'node',
          // One module graph for the worker's files, as in the other projects: a fresh one cost 0.4 s per file
          // (55 s for the project). No unit file mocks a module; the three that stub globals unstub them after
          // each test, and the four with fake timers restore real ones.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The web's components and screens rendered in a simulated DOM: `npm run test:components` while editing.
        resolve: { alias },
        test: {
          name: 'components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/lib/testing/dom-setup.ts'],
          // A fresh jsdom and module graph per file costs ~1.5 s each; shared per worker the project runs in a few
          // seconds. The setup resets the app-wide state after every test (lib/testing/app-state.ts).
          isolate: false,
          // A group of its own: vitest reuses a worker only for a next file of the same project.
          sequence: { groupOrder: 1 },
          // vitest's 5 s is too short for a few screens on a busy machine (seen at a load average of 40).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One module graph for the worker's files, as in e2e: a fresh one cost 2.6 s per file (docs/testing.md).
          // A group of its own: vitest reuses a worker only for a next file of the same project.
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // The worker runs its files one after the other in one process: the product's modules are loaded once and
          // its Chromium is launched once (helpers/browser.ts). Files share nothing else: each starts its own gateway
          // on a free port, with its own DATA_DIR or PostgreSQL database (from a template) and Redis channel.
          // A group of its own, after the others, so the worker is reused.
          isolate: false,
          sequence: { groupOrder: 4 },
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // Kills and restarts processes and servers: one file at a time, never beside another fault file.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          isolate: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
