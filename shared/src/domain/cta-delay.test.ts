import { describe, expect, it } from 'vitest';
import { effectiveCtaDelay } from './cta-delay';

describe('effectiveCtaDelay', () => {
  it('clamps the delay to the video length once it is known', () => {
    expect(effectiveCtaDelay(180, 20.4)).toBe(20);
    expect(effectiveCtaDelay(15, 20.4)).toBe(15);
    expect(effectiveCtaDelay(180, 0)).toBe(180);
    expect(effectiveCtaDelay(180, Number.NaN)).toBe(180);
    expect(effectiveCtaDelay(0, 20)).toBe(0);
  });
});
