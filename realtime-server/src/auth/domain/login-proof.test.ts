import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasLeadingZeroBits, loginProofInput } from '@sinais/shared';
import { checkProof, issueChallenge, PROOF_TTL_MS } from './login-proof';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';

function solve(challenge: string, bits: number) {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    if (hasLeadingZeroBits(createHash('sha256').update(loginProofInput(challenge, nonce)).digest(), bits))
      return { challenge, nonce };
  }
}

describe('leading zero bits', () => {
  it('counts whole and partial bytes', () => {
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0, 0x0f]), 20)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0, 0x1f]), 20)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0x80]), 8)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0x80]), 9)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.from([0]), 9)).toBe(false);
  });
});

describe('login proof of work', () => {
  const now = 1_700_000_000_000;
  const challenge = issueChallenge(SECRET, 'ana@example.com', 8, now);
  const proof = solve(challenge, 8);

  it('accepts the answer for its account within its time, with an id to spend', () => {
    const r = checkProof(SECRET, 'ana@example.com', 8, proof, now + 1000);
    expect(r.ok).toBe(true);
    expect(r.ok && r.id.length).toBeGreaterThan(10);
  });

  it('refuses another account, an expired challenge, a lower difficulty than asked, another key', () => {
    expect(checkProof(SECRET, 'bia@example.com', 8, proof, now).ok).toBe(false);
    expect(checkProof(SECRET, 'ana@example.com', 8, proof, now + PROOF_TTL_MS + 1).ok).toBe(false);
    expect(checkProof(SECRET, 'ana@example.com', 9, proof, now).ok).toBe(false);
    expect(checkProof(`${SECRET}x`, 'ana@example.com', 8, proof, now).ok).toBe(false);
  });

  it('refuses a wrong nonce and a tampered challenge', () => {
    let wrong = 'x';
    for (
      let n = 0;
      hasLeadingZeroBits(createHash('sha256').update(loginProofInput(challenge, wrong)).digest(), 8);
      n++
    )
      wrong = `x${n}`;
    expect(checkProof(SECRET, 'ana@example.com', 8, { challenge, nonce: wrong }, now).ok).toBe(false);
    const [body, sig] = challenge.split('.');
    const easier = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), b: 1 }),
    ).toString('base64url');
    expect(checkProof(SECRET, 'ana@example.com', 1, solve(`${easier}.${sig}`, 1), now).ok).toBe(false);
    expect(checkProof(SECRET, 'ana@example.com', 8, { challenge: 'abc', nonce: '1' }, now).ok).toBe(false);
  });
});
