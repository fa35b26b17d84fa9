import { describe, expect, it } from 'vitest';
import { formatBRL, formatElapsed, formatNumber, formatPercent, formatUSD, formatWorkload } from './format';

describe('pt-BR number formatting', () => {
  it('never shows a minus sign before zero', () => {
    expect(formatPercent(-0)).toBe('0,00%');
    expect(formatPercent(-0.004)).toBe('0,00%');
    expect(formatPercent(-0.004, 2, true)).toBe('0,00%');
    expect(formatPercent(0.004, 2, true)).toBe('0,00%');
    expect(formatNumber(-0.0001, 3)).toBe('0,000');
    expect(formatUSD(-0.001)).toBe(formatUSD(0));
    expect(formatBRL(-0.004)).toBe(formatBRL(0));
  });

  it('keeps real signs', () => {
    expect(formatPercent(-0.005)).toBe('-0,01%');
    expect(formatPercent(-0.52)).toBe('-0,52%');
    expect(formatPercent(1.234, 2, true)).toBe('+1,23%');
    expect(formatUSD(-12.5)).toMatch(/^-US\$\s12,50$/);
  });
});

describe('formatElapsed says an elapsed time in pt-BR units, never fractions of hours', () => {
  it.each([
    [400, 'menos de 1 s'],
    [45_200, '45 s'],
    [192_000, '3 min 12 s'],
    [36_000, '36 s'],
    [3 * 60_000, '3 min'],
    [2 * 3_600_000 + 5 * 60_000, '2 h 05 min'],
    [4 * 3_600_000, '4 h'],
    [76 * 3_600_000, '3 d 4 h'],
  ])('%d ms is %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});

describe('formatWorkload states hours and minutes in words', () => {
  it.each([
    [240, '4 horas'],
    [60, '1 hora'],
    [90, '1 hora e 30 minutos'],
    [61, '1 hora e 1 minuto'],
    [45, '45 minutos'],
    [1500 * 60, '1.500 horas'],
  ])('%d minutes is %s', (minutes, text) => {
    expect(formatWorkload(minutes)).toBe(text);
  });
});
