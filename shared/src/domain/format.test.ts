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

describe('formatElapsed', () => {
  it('says an elapsed time in pt-BR units, never fractions of hours', () => {
    expect(formatElapsed(400)).toBe('menos de 1 s');
    expect(formatElapsed(45_200)).toBe('45 s');
    expect(formatElapsed(192_000)).toBe('3 min 12 s');
    expect(formatElapsed(36_000)).toBe('36 s');
    expect(formatElapsed(3 * 60_000)).toBe('3 min');
    expect(formatElapsed(2 * 3_600_000 + 5 * 60_000)).toBe('2 h 05 min');
    expect(formatElapsed(4 * 3_600_000)).toBe('4 h');
    expect(formatElapsed(76 * 3_600_000)).toBe('3 d 4 h');
  });
});

describe('formatWorkload', () => {
  it('states hours and minutes in words', () => {
    expect(formatWorkload(240)).toBe('4 horas');
    expect(formatWorkload(60)).toBe('1 hora');
    expect(formatWorkload(90)).toBe('1 hora e 30 minutos');
    expect(formatWorkload(61)).toBe('1 hora e 1 minuto');
    expect(formatWorkload(45)).toBe('45 minutos');
    expect(formatWorkload(1500 * 60)).toBe('1.500 horas');
  });
});
