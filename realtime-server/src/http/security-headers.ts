import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** CSP allows only our own origin plus the payment provider the checkout loads; HSTS only in production. */
export function securityHeaders(production: boolean): RequestHandler {
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
  });
}
