import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseKlineRows } from '../sources/kline-rows';
import { bollinger } from './bollinger';
import { ema, sma } from './ema';
import { macd } from './macd';
import { rsi } from './rsi';
import { volumeRatio } from './volume-ratio';

/** Committed cuts of the team's TA-Lib reference vectors and Binance series (see fixtures/build-fixtures.py). */
const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const refDir = resolve(fixtures, 'talib/on-binance');

const TOL = 1e-6;

/** |a−b| within 1e-6, relative to the magnitude for price-scale values (TA-Lib uses running sums). */
function close(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= TOL * Math.max(1, Math.abs(expected));
}

interface RefRow {
  [k: string]: number | null;
}
function readCsv(file: string): RefRow[] {
  const [head, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const cols = head!.split(',');
  return lines.map((l) => {
    const cells = l.split(',');
    return Object.fromEntries(
      cols.map((c, i) => [c, cells[i] === '' || cells[i] === undefined ? null : Number(cells[i])]),
    );
  });
}

const sets = readdirSync(refDir).flatMap((set) =>
  readdirSync(resolve(refDir, set)).map((f) => ({
    set,
    file: f,
    series: resolve(fixtures, 'ohlcv', set, f.replace('_talib.csv', '.json')),
  })),
);

describe('indicators match TA-Lib on real Binance series', () => {
  it('has reference sets', () => expect(sets.length).toBeGreaterThanOrEqual(10));

  it.each(sets)('$set/$file', ({ file, series }) => {
    const ref = readCsv(resolve(refDir, sets.find((s) => s.file === file)!.set, file));
    const candles = parseKlineRows(JSON.parse(readFileSync(series, 'utf8')), 3_600_000);
    expect(candles.length).toBe(ref.length);
    const closes = candles.map((c) => c.close);
    const r = rsi(closes, 14);
    const m = macd(closes, 12, 26, 9);
    const bb = bollinger(closes, 20, 2);
    const e12 = ema(closes, 12);
    const e26 = ema(closes, 26);
    const vsma = sma(
      candles.map((c) => c.volume),
      20,
    );
    const vr = volumeRatio(
      candles.map((c) => c.volume),
      20,
    );
    const pairs: Array<[string, number[]]> = [
      ['rsi14', r],
      ['macd_12_26_9', m.macd],
      ['macd_signal', m.signal],
      ['macd_hist', m.histogram],
      ['bb20_upper', bb.upper],
      ['bb20_middle', bb.middle],
      ['bb20_lower', bb.lower],
      ['ema12', e12],
      ['ema26', e26],
      ['volume_sma20', vsma],
    ];
    let compared = 0;
    ref.forEach((row, i) => {
      expect(candles[i]!.openTime).toBe(row.openTime);
      for (const [col, values] of pairs) {
        const want = row[col];
        const got = values[i]!;
        if (want === null || want === undefined) {
          expect(Number.isNaN(got), `${col}[${i}] deve estar em aquecimento`).toBe(true);
          continue;
        }
        if (!close(got, want)) throw new Error(`${file} ${col}[${i}]: ${got} ≠ ${want}`);
        compared++;
      }
      if (row.volume_sma20 !== null && row.volume !== null)
        expect(vr[i]).toBeCloseTo(row.volume! / row.volume_sma20!, 9);
    });
    expect(compared).toBeGreaterThan(ref.length * 5);
  });
});

describe("TA-Lib's own regression vectors", () => {
  it('reproduces test_rsi / test_macd / test_bbands expectations', () => {
    const dir = resolve(fixtures, 'talib/regtest');
    const lines = readFileSync(resolve(dir, 'ta_sref_daily_ref_0_ohlcv.csv'), 'utf8').trim().split('\n');
    const header = lines[0]!.split(',');
    const ci = header.indexOf('close');
    const closes = lines.slice(1).map((l) => Number(l.split(',')[ci]));
    const outs = readFileSync(resolve(dir, 'ta_sref_daily_ref_0_talib_outputs.csv'), 'utf8')
      .trim()
      .split('\n');
    const oh = outs[0]!.split(',');
    const col = (name: string) => outs.slice(1).map((l) => l.split(',')[oh.indexOf(name)]);
    const r = rsi(closes, 14);
    const m = macd(closes);
    const bb = bollinger(closes);
    const checks: Array<[string | undefined, number[]]> = [
      [oh.find((h) => /rsi/i.test(h)), r],
      [oh.find((h) => /^macd(_12_26_9)?$/i.test(h)), m.macd],
      [oh.find((h) => /bb.*upper/i.test(h)), bb.upper],
    ];
    let n = 0;
    for (const [name, values] of checks) {
      if (!name) continue;
      col(name).forEach((cell, i) => {
        if (cell === '' || cell === undefined) return;
        expect(close(values[i]!, Number(cell)), `${name}[${i}]`).toBe(true);
        n++;
      });
    }
    expect(n).toBeGreaterThan(200);
  });
});
