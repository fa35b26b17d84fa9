/**
 * `npm run build:server`: bundles the engine and the gateway into plain ESM for `node` (no tsx at run time).
 * The workspaces (@sinais/*) are bundled; every npm package stays external and is loaded from the production
 * node_modules (native argon2, PGlite's WASM files, pino's transport workers need their own files).
 * Output: dist/server/{gateway,engine}.mjs (PGlite, external, is imported only in embedded mode), and
 * dist/embedded-template, the migrated embedded store a first start copies.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(root, 'dist/server');

/** Bare imports outside the workspaces stay imports: production node_modules provides them. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sinais/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const URL_OF_FILE = /new URL\((['"])(\.{1,2}\/[^'"]*|\.{1,2})\1,\s*import\.meta\.url\)/g;

/**
 * `new URL('../../../web/dist', import.meta.url)` is relative to the source file; once bundled, import.meta.url
 * is the bundle's. Rebase each such literal so it still names the same file or folder of the repository.
 */
const rebaseFileUrls = {
  name: 'rebase-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const contents = source.replace(URL_OF_FILE, (_m, quote, rel) => {
        const target = resolve(dirname(args.path), rel);
        let rebased = relative(outdir, target) || '.';
        if (!rebased.startsWith('.')) rebased = `./${rebased}`;
        if (rel.endsWith('/')) rebased += '/';
        return `new URL(${quote}${rebased}${quote}, import.meta.url)`;
      });
      return { contents, loader: 'ts' };
    });
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    gateway: 'realtime-server/src/main.ts',
    engine: 'engine/src/main.ts',
    'embedded-template': 'shared/src/server/db/build-embedded-template.ts',
  },
  outdir,
  bundle: true,
  // No code splitting: with it esbuild drops side-effect imports such as the pt-BR zod locale. The
  // gateway's `import('@sinais/engine')` still runs the engine's modules only when --with-engine asks.
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // `import '@sinais/shared'` (for the pt-BR zod messages) is dropped as side-effect free: the locale is
  // injected into both bundles instead.
  logOverride: { 'ignored-bare-import': 'silent' },
  inject: ['shared/src/schemas/zod-locale.ts'],
  plugins: [externalPackages, rebaseFileUrls],
});

const outputs = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.mjs'));
const kib = outputs.reduce((sum, [, o]) => sum + o.bytes, 0) / 1024;
console.log(`dist/server: ${outputs.length} arquivos, ${kib.toFixed(0)} KiB, em ${Date.now() - started} ms`);

// The first start's store, migrated here in a process of its own: PostgreSQL's initdb inside WASM peaks at about
// 800 MB, which the product's process then never pays (shared/src/server/db/embedded-template.ts).
const template = spawnSync(process.execPath, [resolve(outdir, 'embedded-template.mjs')], {
  stdio: 'inherit',
});
if (template.status !== 0) process.exit(template.status ?? 1);
