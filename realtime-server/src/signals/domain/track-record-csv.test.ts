import { describe, expect, it } from 'vitest';
import { csvDateTime, csvNumber, csvText, trackRecordCsv } from './track-record-csv';

describe('track record CSV', () => {
  it('writes numbers with a decimal comma and no thousands separator', () => {
    expect(csvNumber(-3.08)).toBe('-3,08');
    expect(csvNumber(95000.5)).toBe('95000,5');
    expect(csvNumber(null)).toBe('');
  });
  it('writes Sao Paulo wall-clock time', () => {
    expect(csvDateTime('2026-01-15T15:04:05.000Z')).toBe('15/01/2026 12:04:05');
    expect(csvDateTime(null)).toBe('');
  });
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvText('=1+1')).toBe("'=1+1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('Volume baixo')).toBe('Volume baixo');
  });
  it('starts with a BOM and has only the header when there is nothing to export', () => {
    const csv = trackRecordCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1);
  });
});
