/**
 * The login proof-of-work (docs/architecture.md, "Autenticação"): after an account's free failures, a sign-in
 * from a place it never used must carry a nonce such that SHA-256(`<challenge>:<nonce>`) starts with `bits`
 * zero bits. The server issues and checks the challenge; the browser searches the nonce.
 */
export const LOGIN_PROOF_REQUIRED = 'proof_required';

/** The text whose SHA-256 the proof is about. */
export function loginProofInput(challenge: string, nonce: string): string {
  return `${challenge}:${nonce}`;
}

/** Whether a digest starts with at least `bits` zero bits. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  const full = Math.floor(bits / 8);
  for (let i = 0; i < full; i++) if (digest[i] !== 0) return false;
  const rest = bits % 8;
  if (rest === 0) return true;
  const next = digest[full];
  return next !== undefined && next >> (8 - rest) === 0;
}
