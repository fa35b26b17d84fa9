import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';

/**
 * Build-time prerender of the landing page. index.html is the shell of every route, so the prerendered
 * markup sits in #root hidden; a tiny blocking script (hashed, cached for good) shows it only on `/` for a
 * visitor without a stored session, before the first paint, and the app then hydrates it (web/src/main.tsx).
 * The app's scripts are fetched at low priority so the stylesheet the first paint needs comes first.
 */
const FLAG_SOURCE =
  "try{var s=localStorage;if(location.pathname==='/'&&!s.getItem('authToken')&&!s.getItem('auth_token'))document.documentElement.setAttribute('data-prerendered','landing')}catch(e){}\n";

/** The router's page paths, for the server's 404 (realtime-server/src/http/page-routes.ts reads this name). */
const PAGE_ROUTES_FILE = 'page-routes.json';

/**
 * Also writes page-routes.json from the same server-side load of the app: the path of every page, so the server
 * can tell an unknown address (404 with the app shell) from a page.
 */
export function prerenderLanding(): Plugin {
  const flagFile = `assets/landing-flag-${createHash('sha256').update(FLAG_SOURCE).digest('hex').slice(0, 8)}.js`;
  let root = '';
  let configFile: string | undefined;
  let pagePaths: string[] = [];
  return {
    name: 'sinais-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: flagFile, source: FLAG_SOURCE });
    },
    writeBundle(options) {
      if (pagePaths.length === 0) this.error('page-routes.json: the router listed no page');
      writeFileSync(join(options.dir ?? join(root, 'dist'), PAGE_ROUTES_FILE), JSON.stringify(pagePaths));
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          root,
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const mod = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
            renderLanding: () => Promise<string>;
            pagePaths: () => string[];
          };
          const markup = await mod.renderLanding();
          pagePaths = mod.pagePaths();
          return {
            html: html
              .replace(
                '<div id="root"></div>',
                `<div id="root"><div class="prerendered">${markup}</div></div>`,
              )
              // The app's scripts (deferred anyway) must not take bandwidth from the stylesheet the first
              // paint waits for: fetched at low priority, still at once and in parallel.
              .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
              .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
            tags: [{ tag: 'script', attrs: { src: `/${flagFile}` }, injectTo: 'head' }],
          };
        } finally {
          await server.close();
        }
      },
    },
  };
}
