import { describe, expect, it } from 'vitest';
import { dateTextToDay, dateTextToIso, dayToDateText, maskDateText, parseDateText } from './date-text';

describe('Brazilian date filters', () => {
  it('puts the separators in as digits are typed', () => {
    expect(maskDateText('2511', false)).toBe('25/11');
    expect(maskDateText('25112026', false)).toBe('25/11/2026');
    expect(maskDateText('251120261430', true)).toBe('25/11/2026 14:30');
    expect(maskDateText('25/11/2026 14:3', true)).toBe('25/11/2026 14:3');
    expect(maskDateText('2511202614', false)).toBe('25/11/2026');
  });
  it('reads day first, refuses dates that do not exist', () => {
    expect(parseDateText('05/02/2026')).toEqual({ y: 2026, m: 2, d: 5, h: null, min: 0 });
    expect(parseDateText('31/02/2026')).toBeNull();
    expect(parseDateText('12/31/2026')).toBeNull();
    expect(parseDateText('29/02/2024 23:59')).toEqual({ y: 2024, m: 2, d: 29, h: 23, min: 59 });
    expect(parseDateText('01/01/2026 24:00')).toBeNull();
    expect(parseDateText('1/1/2026')).toBeNull();
  });
  it('means São Paulo time: the start of the day for "De", its end for "Até"', () => {
    expect(dateTextToIso('25/11/2026')).toBe('2026-11-25T03:00:00.000Z');
    expect(dateTextToIso('25/11/2026', true)).toBe('2026-11-26T02:59:59.999Z');
    expect(dateTextToIso('25/11/2026 14:30')).toBe('2026-11-25T17:30:00.000Z');
    expect(dateTextToIso('25/11/2026 14:30', true)).toBe('2026-11-25T17:30:59.999Z');
    expect(dateTextToIso('25/11/20')).toBeNull();
  });
  it('converts to and from the API day', () => {
    expect(dateTextToDay('05/02/2026')).toBe('2026-02-05');
    expect(dateTextToDay('05/02/2026 10:00')).toBeNull();
    expect(dayToDateText('2026-02-05')).toBe('05/02/2026');
    expect(dayToDateText(undefined)).toBe('');
  });
});
