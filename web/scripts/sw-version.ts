import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Stamps the service worker with the build's content hash, so every deploy whose assets changed ships a
 * byte-different /sw.js: the browser installs it as a waiting worker and the app shows the new-version notice.
 */
export function swVersion(): Plugin {
  let outDir = 'dist';
  const hash = createHash('sha256');
  return {
    name: 'sinais-sw-version',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const name of Object.keys(bundle).sort()) hash.update(name);
    },
    closeBundle() {
      const file = join(outDir, 'sw.js');
      if (!existsSync(file)) return;
      const version = hash.digest('hex').slice(0, 12);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/__SW_VERSION__/g, version));
    },
  };
}
