import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./web/src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['{shared,engine,realtime-server}/src/**/*.test.{ts,tsx}', 'web/src/**/*.test.ts'],
          environment: 'node',
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
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
