interface ProofAsked {
  challenge: string;
  bits: number;
}
export type ProofAnswer = { challenge: string; nonce: string };
export type ProofSolver = (asked: ProofAsked) => Promise<ProofAnswer>;

/** A 428 with a challenge (the shape of HttpError, without importing it into the first bundle's graph). */
function proofAsked(err: unknown): ProofAsked | null {
  const e = err as { status?: unknown; body?: unknown } | null;
  if (!e || e.status !== 428) return null;
  const b = e.body as Partial<ProofAsked> | null;
  return b && typeof b.challenge === 'string' && typeof b.bits === 'number'
    ? { challenge: b.challenge, bits: b.bits }
    : null;
}

/**
 * Solves in a Web Worker: the page stays responsive, and the solver (SHA-256) is a file of its own that only
 * a challenged sign-in downloads, outside the app's chunk graph.
 */
const inWorker: ProofSolver = (asked) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<ProofAnswer>) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'falha na verificação de segurança'));
    };
    worker.postMessage(asked);
  });

/**
 * Sends a sign-in; when the account asks this place for a proof of work (428 with a challenge, after failed
 * attempts by anyone), solves it and sends once more with the answer (docs/architecture.md, "Autenticação").
 */
export async function withLoginProof<T>(
  send: (proof?: ProofAnswer) => Promise<T>,
  solve: ProofSolver = inWorker,
): Promise<T> {
  try {
    return await send();
  } catch (err) {
    const asked = proofAsked(err);
    if (!asked) throw err;
    return send(await solve(asked));
  }
}
