import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFundingFile } from './funding-data';

const H8 = 8 * 3_600_000;
const file = (rows: unknown) => {
  const f = join(mkdtempSync(join(tmpdir(), 'funding-')), 'BTCUSDT_funding.json');
  writeFileSync(f, JSON.stringify(rows));
  return f;
};

describe('the BTC funding loader of the research', () => {
  it('reads [[time, "rate"]] rows and puts each settlement on its 8-hour slot', () => {
    const t0 = Date.parse('2023-01-02T00:00:00Z');
    const f = loadFundingFile(
      file([
        [t0 - 3, '0.0001'],
        [t0 + H8 + 5, '-0.00025'],
      ]),
    );
    expect(f.times).toEqual([t0, t0 + H8]);
    expect(f.rates).toEqual([0.0001, -0.00025]);
  });

  it('refuses a settlement inside a held-out period, and a malformed file', () => {
    expect(() => loadFundingFile(file([[Date.parse('2022-06-01T00:00:00Z'), '0.0001']]))).toThrow(
      /reservado/,
    );
    // A few ms before the end of a held-out period, the settlement still belongs to it.
    expect(() => loadFundingFile(file([[Date.parse('2023-01-01T00:00:00Z') - 3, '0.0001']]))).toThrow(
      /reservado/,
    );
    expect(() => loadFundingFile(file([{ fundingTime: 1, fundingRate: '0.0001' }]))).toThrow(/layout/);
  });
});
