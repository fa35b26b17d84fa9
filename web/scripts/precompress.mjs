/**
 * After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of dist/ worth
 * compressing, at the highest levels. The gateway serves these copies as they are, so no static file is
 * compressed on its event loop (realtime-server/src/http/web-client.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const path of files(dist)) {
  const bytes = readFileSync(path);
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  count++;
  raw += bytes.length;
  br += brotli.length;
}
console.log(
  `pré-comprimidos: ${count} arquivos, ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB em brotli`,
);
