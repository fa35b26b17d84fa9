import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderLanding } from './scripts/prerender-landing';
import { swVersion } from './scripts/sw-version';

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), prerenderLanding(), swVersion()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the web budget check (scripts/check-web-budget.mjs) reads.
    manifest: true,
    rollupOptions: {
      output: {
        // The shared package (schemas, catalogue, formats) and zod as one chunk: the socket needs nearly all of it
        // on every member page, and eight small chunks cost more in request headers than they save
        // (tests/e2e/web-budget.e2e.test.ts). Pages that never open the socket (landing, login) do not load it.
        codeSplitting: {
          groups: [
            // React, zustand and TanStack Query: every page needs them; two requests instead of five small ones.
            { name: 'react', test: /[\\/]node_modules[\\/](react|zustand)[\\/]/, priority: 3 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            // No 'shared-admin' group: the API map's namespace (shared/src/api/areas.ts, in 'shared') imports the admin
            // areas, so a chunk of their own made 'shared' and it import each other and the first to run found zod
            // unset ("Class is not a constructor" on every page that loads the map).
            // auth-messages stays out: the entry (sign-out) reads it, and a module of this group there would make every
            // first visit download the whole chunk.
            {
              name: 'shared',
              test: /[\\/]shared[\\/]src[\\/](?!schemas[\\/]auth-messages\.ts)|[\\/]node_modules[\\/]zod[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The small parts every signal list shows (card, badges, filters, price format, strategy records, clock,
            // the gate and opt-in reads): one request instead of ten of a few hundred bytes, each with its headers.
            {
              name: 'signal-kit',
              test: /[\\/]web[\\/]src[\\/](components[\\/](experimental-badge|filter-select[\\/]filter-select|signal-card[\\/](signal-card|member-signal-card))|lib[\\/](live[\\/]price-format|strategy-tracks|use-now|gate-decisions|experimental-opt-in|member-gate))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
});
