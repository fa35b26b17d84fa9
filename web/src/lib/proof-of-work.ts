import { sha256 } from '@noble/hashes/sha2.js';
import { hasLeadingZeroBits, loginProofInput } from '@sinais/shared';

/** Nonces tried between two yields to the page, so the form stays responsive while the proof is searched. */
const BATCH = 4096;

/**
 * Searches the nonce the login proof of work asks for (SHA-256 of `<challenge>:<nonce>` with `bits` leading
 * zero bits). The challenge's prefix is hashed once; each try only hashes the nonce on a copy of that state.
 */
export async function solveLoginProof(
  challenge: string,
  bits: number,
): Promise<{ challenge: string; nonce: string }> {
  const encoder = new TextEncoder();
  const prefix = loginProofInput(challenge, '');
  const base = sha256.create().update(encoder.encode(prefix));
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    if (hasLeadingZeroBits(base.clone().update(encoder.encode(nonce)).digest(), bits))
      return { challenge, nonce };
    if (n % BATCH === BATCH - 1) await new Promise((r) => setTimeout(r, 0));
  }
}
