import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Responses that are never a page of the app: API JSON, the build's hashed scripts and styles, icons, manifest.
 * The document policy (CSP, framing, …, ~1.2 KB of headers) means nothing for them, and HTTP/1.1 sends headers
 * uncompressed on every one of the ~40 requests of a first dashboard visit; they get the few headers that do
 * apply (docs/architecture.md, "Cabeçalhos de segurança enxutos").
 */
const LEAN_CSP = "default-src 'self'; object-src 'none'; frame-ancestors 'self'";
const SUBRESOURCE = /^\/(api\/|assets\/[^/]+\.(js|css)$|icons\/|manifest\.webmanifest$)/;
/** The build's hashed scripts and styles: public and the same for everyone, so no cross-origin read can leak them. */
const PUBLIC_ASSET = /^\/assets\/[^/]+\.(js|css)$/;

/** CSP allows only our own origin plus the payment provider the checkout loads; HSTS only in production. */
export function securityHeaders(production: boolean): RequestHandler {
  const documents = documentHeaders(production);
  const hsts = production ? 'max-age=31536000; includeSubDomains' : null;
  return (req, res, next) => {
    if (!SUBRESOURCE.test(req.path)) return documents(req, res, next);
    // The same guarantees in a few bytes: nothing of ours runs or is framed elsewhere, nothing is sniffed.
    res.setHeader('Content-Security-Policy', LEAN_CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!PUBLIC_ASSET.test(req.path)) res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (hsts) res.setHeader('Strict-Transport-Security', hsts);
    next();
  };
}

function documentHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // Mercado Pago's Card Payment Brick loads its scripts, styles and fonts from these hosts.
        'script-src': [
          "'self'",
          'https://sdk.mercadopago.com',
          'https://*.mercadopago.com',
          'https://*.mlstatic.com',
        ],
        'style-src': ["'self'", "'unsafe-inline'", 'https://*.mlstatic.com'],
        'font-src': ["'self'", 'data:', 'https://*.mlstatic.com'],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:', 'https://*.mercadopago.com', 'https://api.coingecko.com'],
        'frame-src': [
          "'self'",
          'https://*.mercadopago.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
        ],
        'worker-src': ["'self'"],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Headers for browsers this app does not run in (IE's download and XSS filters, Flash's cross-domain
    // policies) or already the default (DNS prefetch, origin-keyed agent clusters): bytes on every page.
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  });
}
