import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

export const TOKEN_TTL_S = 7 * 24 * 3600;

/** `sid` names the device session (user_sessions): a token without one is not accepted. */
const claimsSchema = z.object({
  sub: z.string(),
  tv: z.number().int(),
  sid: z.string().uuid(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof claimsSchema>;

let cachedKey: { secret: string; key: KeyObject } | null = null;

/**
 * The secret as a key object, built once: handed a string, jsonwebtoken first tries to parse it as a PEM
 * public key on every call (~0.5 ms), which every socket handshake and periodic re-check would pay.
 */
function keyOf(secret: string): KeyObject {
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return cachedKey.key;
}

export function signToken(
  secret: string,
  session: { userId: string; tokenVersion: number; sessionId: string },
  ttlS = TOKEN_TTL_S,
): string {
  const { userId, tokenVersion, sessionId } = session;
  return jwt.sign({ tv: tokenVersion, sid: sessionId }, keyOf(secret), {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: ttlS,
  });
}

/** Only HS256 with our secret: `alg: none`, RS/HS key confusion, tampering, expiry and nbf are all refused. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const decoded = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
    const claims = claimsSchema.safeParse(decoded);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

export function bearerFrom(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  return m?.[1] ?? null;
}
