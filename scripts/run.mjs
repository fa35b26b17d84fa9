/**
 * `npm run gateway` / `npm run engine` / `npm start`: one process, no child. With NODE_ENV=production, or with
 * `--compiled` (what `npm start` passes: it has just built the bundle), it runs the compiled bundle from
 * `npm run build:server` on plain node; otherwise the TypeScript sources through tsx (about 40 MB more per role,
 * and seconds of start-up spent compiling).
 *   node scripts/run.mjs gateway|engine [--compiled] [args passed to the role]
 *
 * Stopping under npm (docs/production-runtime.md): the package scripts `exec` node, so the SIGTERM/SIGINT npm
 * forwards to its child reaches this process. Should npm itself die without forwarding (kill -9, a shell that
 * did not exec), this process notices its parent changed and stops the same clean way, instead of running on
 * as an orphan holding the lease or the DATA_DIR lock.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const ROLES = {
  gateway: { bundle: 'dist/server/gateway.mjs', source: 'realtime-server/src/main.ts' },
  engine: { bundle: 'dist/server/engine.mjs', source: 'engine/src/main.ts' },
};

const root = new URL('../', import.meta.url);
const role = ROLES[process.argv[2] ?? ''];
if (!role) {
  console.error(`uso: node scripts/run.mjs <${Object.keys(ROLES).join('|')}> [argumentos]`);
  process.exit(2);
}
const PARENT_CHECK_MS = 250;
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    console.error(`processo pai (npm, pid ${parent}) terminou: encerrando`);
    process.kill(process.pid, 'SIGTERM');
  }, PARENT_CHECK_MS);
  watch.unref();
}

// The role reads its own arguments from process.argv.slice(2), as when node runs it directly.
process.argv.splice(2, 1);
const compiledFlag = process.argv.indexOf('--compiled');
if (compiledFlag >= 0) process.argv.splice(compiledFlag, 1);

if (process.env.NODE_ENV === 'production' || compiledFlag >= 0) {
  const bundle = new URL(role.bundle, root);
  if (!existsSync(bundle)) {
    console.error(`erro: ${role.bundle} não existe; rode antes: npm run build:server`);
    process.exit(2);
  }
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(new URL(role.source, root).pathname).href);
}
