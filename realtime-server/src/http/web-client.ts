import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';

const compress = compression({ threshold: 1024 });

/**
 * Serves the built web client with an SPA fallback: any non-API GET that wants HTML gets index.html.
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
