import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hasLeadingZeroBits, loginProofInput, type LoginProof } from '@sinais/shared';

/** How long a challenge may be answered. */
export const PROOF_TTL_MS = 2 * 60_000;

/**
 * A challenge is `<payload>.<HMAC>`; the payload (base64url JSON) names the account it is for, when it expires,
 * a random id (each answer is accepted once) and the difficulty. Nothing is stored until it is answered.
 */
interface ChallengePayload {
  /** A keyed hash of the account's e-mail: the proof works for that account only. */
  a: string;
  /** Expiry, epoch ms. */
  e: number;
  /** Random id, spent when the proof is accepted. */
  i: string;
  b: number;
}

const mac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(`login-proof:${data}`).digest('base64url');

const accountTag = (secret: string, account: string) => mac(secret, `account:${account}`).slice(0, 22);

export function issueChallenge(secret: string, account: string, bits: number, now = Date.now()): string {
  const payload: ChallengePayload = {
    a: accountTag(secret, account),
    e: now + PROOF_TTL_MS,
    i: randomBytes(12).toString('base64url'),
    b: bits,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export type ProofCheck = { ok: true; id: string } | { ok: false };

/** Checks signature, account, expiry, difficulty and the hash; the caller spends the id (single use). */
export function checkProof(
  secret: string,
  account: string,
  minBits: number,
  proof: LoginProof,
  now = Date.now(),
): ProofCheck {
  const [body, sig, extra] = proof.challenge.split('.');
  if (!body || !sig || extra !== undefined) return { ok: false };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  let p: ChallengePayload;
  try {
    p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChallengePayload;
  } catch {
    return { ok: false };
  }
  if (p.a !== accountTag(secret, account) || !(p.e > now) || !(p.b >= minBits)) return { ok: false };
  const digest = createHash('sha256').update(loginProofInput(proof.challenge, proof.nonce)).digest();
  return hasLeadingZeroBits(digest, p.b) ? { ok: true, id: p.i } : { ok: false };
}
