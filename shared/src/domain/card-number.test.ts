import { describe, expect, it } from 'vitest';
import { isValidCardNumber } from './card-number';

describe('isValidCardNumber', () => {
  it('accepts test cards of each network, with or without separators', () => {
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('5031 4332 1540 6351')).toBe(true);
    expect(isValidCardNumber('3711-803032-57522')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('5031433215406350')).toBe(false);
  });

  it('refuses numbers outside 13–19 digits even when the sum passes', () => {
    expect(isValidCardNumber('0')).toBe(false);
    expect(isValidCardNumber('000000000000')).toBe(false);
    expect(isValidCardNumber('0'.repeat(20))).toBe(false);
    expect(isValidCardNumber('0'.repeat(13))).toBe(true);
  });
});
