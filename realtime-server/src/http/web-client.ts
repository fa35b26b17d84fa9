import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import compression from 'compression';
import express, { type Request, type Response, type Router } from 'express';
import { pageRoutes } from './page-routes';

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

/** Pre-compressed copies written by the web build (web/scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function cacheControl(path: string): string {
  // Hashed assets never change; the shell and the service worker must always be revalidated.
  return /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Whether `copy` is a current compressed copy of `file`. Hashed assets never change, so the answer is kept;
 * the other files (index.html, sw.js) can be replaced in place by a deploy, and an older copy must never win.
 */
function hasFreshCopy(file: string, copy: string, known: Map<string, boolean>): boolean {
  const immutable = /\/assets\//.test(file);
  const cached = immutable ? known.get(copy) : undefined;
  if (cached !== undefined) return cached;
  const copyStat = statSync(copy, { throwIfNoEntry: false });
  const fileStat = statSync(file, { throwIfNoEntry: false });
  const fresh = Boolean(copyStat && fileStat && copyStat.mtimeMs >= fileStat.mtimeMs);
  if (immutable) known.set(copy, fresh);
  return fresh;
}

/**
 * A hashed asset's compressed copy: it never changes and is never revalidated, so no ETag, Last-Modified or
 * ranges are announced (fewer header bytes on each of a page's ~30 asset requests: web budget).
 */
function sendImmutable(req: Request, res: Response, copy: string): void {
  const size = statSync(copy).size;
  res.setHeader('Content-Length', String(size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(copy)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * Sends `file` as its pre-compressed copy in the best encoding the browser accepts, when the build wrote one;
 * false when it did not (the caller sends the file itself, compressed on the fly if worth it). The answer
 * keeps the original's type; Vary tells caches it depends on Accept-Encoding.
 */
function sendPrecompressed(req: Request, res: Response, file: string, known: Map<string, boolean>): boolean {
  // Our order, not the header's: brotli is smaller whenever the browser takes it.
  const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name);
  if (!encoding) return false;
  const copy = file + encoding.suffix;
  if (!hasFreshCopy(file, copy, known)) return false;
  res.setHeader('Content-Encoding', encoding.name);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl(file));
  res.type(extname(file));
  if (/\/assets\//.test(file)) {
    sendImmutable(req, res, copy);
    return true;
  }
  res.sendFile(copy, { cacheControl: false });
  return true;
}

/**
 * Serves the built web client with an SPA fallback: a GET of a page path gets index.html (the client's router
 * decides); files and probe paths that do not exist get a 404 (see NOT_A_PAGE). A path that looks like a page
 * but is none of the router's (the build's page-routes.json) gets the same shell with a 404 status, so the
 * client shows "Página não encontrada" and crawlers and monitors see the 404.
 * Compressed (brotli or gzip, as the browser accepts): on a phone the JS transfer is what delays the first
 * screen. API answers are compressed by their own middleware (http/api-compression.ts).
 */
export function webClient(distDir: string): Router {
  const r = express.Router();
  const index = join(distDir, 'index.html');
  const root = normalize(distDir + sep);
  // Which pre-compressed copies of hashed assets exist (those files never change).
  const known = new Map<string, boolean>();
  const isPage = pageRoutes(distDir);
  r.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/socket.io')) return next();
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(root) || file.includes(`${sep}.`) || extname(file) === '') return next();
    if (!sendPrecompressed(req, res, file, known)) next();
  });
  // Files the build did not pre-compress (small ones, or a build without copies) are compressed on the fly.
  r.use((req, res, next) =>
    req.path.startsWith('/api/') || req.path.startsWith('/socket.io') ? next() : compress(req, res, next),
  );
  r.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', cacheControl(path));
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
    if (!isPage(req.path)) {
      // Sent from memory, not with sendFile: no ETag, so a conditional request never turns the 404 into a 304.
      res.status(404).type('html').setHeader('Cache-Control', 'no-store');
      res.send(readFileSync(index));
      return;
    }
    if (sendPrecompressed(req, res, index, known)) return;
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
