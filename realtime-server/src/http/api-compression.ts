import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Answers that mint a credential (a session token) and echo what the client sent (the e-mail) are never
 * compressed: the one place where a secret sits next to input an attacker could choose (BREACH). They are small
 * anyway. Why every other answer may be: docs/architecture.md, "Compressão das respostas da API".
 */
const NEVER_COMPRESSED = /^\/auth\//;

/** gzip or brotli (by Accept-Encoding) for every API answer over 1 KiB, except the credential-minting ones. */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD,
    filter: (req, res) => !NEVER_COMPRESSED.test(req.path) && compression.filter(req, res),
  });
}
