/**
 * `npm run gateway` / `npm run engine` / `npm start`: one process, no child. With NODE_ENV=production it runs the
 * compiled bundle from `npm run build:server` on plain node; otherwise the TypeScript sources through tsx.
 *   node scripts/run.mjs gateway|engine [args passed to the role]
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
// The role reads its own arguments from process.argv.slice(2), as when node runs it directly.
process.argv.splice(2, 1);

if (process.env.NODE_ENV === 'production') {
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
