import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { COMPRESS_THRESHOLD } from './api-compression';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** One JSON answer serialised and compressed once, served to every reader until its data changes. */
export interface EncodedBody {
  etag: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

/**
 * `tag` names the data version (e.g. the signal seq); the hash of `versioned` (the body without what changes on
 * every read, like its timestamp) makes the ETag exact.
 */
export async function encodeJson(
  value: unknown,
  tag: string,
  versioned: unknown = value,
): Promise<EncodedBody> {
  const identity = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1')
    .update(versioned === value ? identity : JSON.stringify(versioned))
    .digest('base64url')
    .slice(0, 16);
  const big = identity.length >= COMPRESS_THRESHOLD;
  const [br, gzipped] = big
    ? await Promise.all([
        brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gz(identity, { level: 9 }),
      ])
    : [null, null];
  return { etag: `W/"${tag}-${hash}"`, identity, br, gzip: gzipped };
}

/**
 * Sends an encoded body: 304 when the client already has this version (If-None-Match), otherwise the best
 * encoding the client accepts. `Vary` names what the answer depends on besides the URL.
 */
export function sendEncoded(
  req: Request,
  res: Response,
  body: EncodedBody,
  opts: { cacheControl: string; vary: string },
): void {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', opts.cacheControl);
  res.setHeader('Vary', opts.vary);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // Brotli whenever accepted (smaller than gzip at any q the browsers send), then gzip.
  const encoding =
    body.br && req.acceptsEncodings('br') ? 'br' : body.gzip && req.acceptsEncodings('gzip') ? 'gzip' : null;
  const buf = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : null;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const out = buf ?? body.identity;
  res.setHeader('Content-Length', String(out.length));
  res.end(out);
}
