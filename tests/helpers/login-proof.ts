import { createHash } from 'node:crypto';
import { hasLeadingZeroBits, loginProofInput } from '@sinais/shared';
import { api } from './server';

/** Finds the nonce the login proof of work asks for (what the browser does, with Node's SHA-256). */
export function solveLoginProof(challenge: string, bits: number): { challenge: string; nonce: string } {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    const digest = createHash('sha256').update(loginProofInput(challenge, nonce)).digest();
    if (hasLeadingZeroBits(digest, bits)) return { challenge, nonce };
  }
}

/**
 * Signs in like the web client: when the server answers 428 with a challenge, solves it and sends again.
 * Any other answer is returned as it came.
 */
export async function loginSolvingProof(
  base: string,
  body: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const first = await api(base, '/api/auth/login', { body, headers });
  if (first.status !== 428) return first;
  const proof = solveLoginProof(first.body.challenge, first.body.bits);
  return api(base, '/api/auth/login', { body: { ...body, proof }, headers });
}
