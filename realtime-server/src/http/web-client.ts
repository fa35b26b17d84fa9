import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';

const compress = compression({ threshold: 1024 });

/**
 * Paths that are never a page of the app: built files (a missing /assets/*.js must be a 404, or an old tab
 * would parse HTML as JavaScript), anything with a file extension, and the names probes and scanners try
 * (/metrics, /health, /actuator...). They get a 404, never the SPA shell with 200.
 */
const NOT_A_PAGE =
  /^\/(assets|media|socket\.io|api|metrics|health|healthz|readyz|livez|status|prometheus|actuator|server-status|debug|\.well-known)(\/|$)|\/[^/]*\.[a-z0-9]{1,8}$/i;

export function isClientRoute(path: string): boolean {
  return !NOT_A_PAGE.test(path);
}

/**
 * Serves the built web client with an SPA fallback: a GET of a page path gets index.html (the client's router
 * decides); files and probe paths that do not exist get a 404 (see NOT_A_PAGE).
 * Compressed (brotli or gzip, as the browser accepts): on a phone the JS transfer is what delays the first
 * screen. Only the client's own static files: API responses carry tokens, which compression must not mix
 * with reflected input (BREACH).
 */
export function webClient(distDir: string): Router {
  const r = express.Router();
  const index = join(distDir, 'index.html');
  r.use((req, res, next) =>
    req.path.startsWith('/api/') || req.path.startsWith('/socket.io') ? next() : compress(req, res, next),
  );
  r.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, path) {
        // Hashed assets never change; the shell and the service worker must always be revalidated.
        if (/\/assets\//.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  r.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/socket.io')) return next();
    if (!isClientRoute(req.path)) {
      res.status(404).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'no-store');
      res.send('Não encontrado.');
      return;
    }
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Cliente web não compilado. Rode `npm run build:web` (o `npm start` já faz isso).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
