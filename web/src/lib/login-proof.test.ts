import { describe, expect, it, vi } from 'vitest';
import { hasLeadingZeroBits, loginProofInput } from '@sinais/shared';
import { HttpError } from './http';
import { withLoginProof } from './login-proof';
import { solveLoginProof } from './proof-of-work';

describe('login proof of work in the browser', () => {
  it('finds a nonce whose SHA-256 has the asked zero bits (checked with WebCrypto)', async () => {
    const challenge = 'eyJhIjoiYWJjIn0.assinatura';
    const { nonce } = await solveLoginProof(challenge, 12);
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(loginProofInput(challenge, nonce)),
    );
    expect(hasLeadingZeroBits(new Uint8Array(digest), 12)).toBe(true);
  });

  it('sends once more with the answer when the server asks (428), and only then', async () => {
    const send = vi
      .fn<(proof?: { challenge: string; nonce: string }) => Promise<string>>()
      .mockRejectedValueOnce(
        new HttpError(428, 'Verificação', 'proof_required', { challenge: 'c.s', bits: 4 }),
      )
      .mockResolvedValueOnce('ok');
    const solver = ({ challenge, bits }: { challenge: string; bits: number }) =>
      solveLoginProof(challenge, bits);
    await expect(withLoginProof(send, solver)).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]).toEqual([]);
    expect(send.mock.calls[1]![0]!.challenge).toBe('c.s');

    const refused = vi.fn().mockRejectedValue(new HttpError(401, 'Credenciais inválidas'));
    await expect(withLoginProof(refused, solver)).rejects.toThrow('Credenciais inválidas');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
