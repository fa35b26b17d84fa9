import { HttpError } from './http';

interface ProofAsked {
  challenge: string;
  bits: number;
}

function proofAsked(err: unknown): ProofAsked | null {
  if (!(err instanceof HttpError) || err.status !== 428) return null;
  const b = err.body as Partial<ProofAsked> | null;
  return b && typeof b.challenge === 'string' && typeof b.bits === 'number'
    ? { challenge: b.challenge, bits: b.bits }
    : null;
}

/**
 * Sends a sign-in; when the account asks this place for a proof of work (428 with a challenge, after failed
 * attempts by anyone), solves it and sends once more with the answer (docs/architecture.md, "Autenticação").
 * The solver is loaded only then, so the first bundle does not carry it.
 */
export async function withLoginProof<T>(
  send: (proof?: { challenge: string; nonce: string }) => Promise<T>,
): Promise<T> {
  try {
    return await send();
  } catch (err) {
    const asked = proofAsked(err);
    if (!asked) throw err;
    const { solveLoginProof } = await import('./proof-of-work');
    return send(await solveLoginProof(asked.challenge, asked.bits));
  }
}
