import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BacktestTrade } from '../../engine/src/backtest/book-candidates';
import { repoRoot, runEngine } from '../helpers/engine-process';

// Committed cuts of real Binance candles (engine/fixtures, rebuilt by engine/fixtures/build-fixtures.py).
const fixtures = resolve(repoRoot, 'engine/fixtures');

const tmp = mkdtempSync(join(tmpdir(), 'sinais-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run engine -- analyze', () => {
  it('prints the last-candle indicators (TA-Lib values) and each strategy for a real Binance file', async () => {
    const file = resolve(fixtures, 'ohlcv/spot_1d/BTCUSDT_1d.json');
    const r = await runEngine(['analyze', '--file', file]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      candles: number;
      last: {
        openTime: number;
        close: number;
        rsi: number;
        macd: { macd: number; signal: number; histogram: number };
        bollinger: Record<string, number>;
        volumeRatio: number;
        srDistance: number;
      };
      strategies: Array<{
        name: string;
        timeframe: string;
        score: number;
        direction: string | null;
        reasons: string[];
      }>;
    };
    expect(out.candles).toBe(300);
    const ref = readFileSync(resolve(fixtures, 'talib/on-binance/spot_1d/BTCUSDT_1d_talib.csv'), 'utf8')
      .trim()
      .split('\n');
    const cols = ref[0]!.split(',');
    const last = ref.at(-1)!.split(',').map(Number);
    const v = (c: string) => last[cols.indexOf(c)]!;
    expect(out.last.openTime).toBe(v('openTime'));
    expect(Math.abs(out.last.rsi - v('rsi14'))).toBeLessThan(1e-6);
    expect(Math.abs(out.last.macd.macd - v('macd_12_26_9'))).toBeLessThan(1e-6);
    expect(Math.abs(out.last.macd.signal - v('macd_signal'))).toBeLessThan(1e-6);
    expect(Math.abs(out.last.bollinger.upper! - v('bb20_upper'))).toBeLessThan(1e-6);
    expect(Math.abs(out.last.volumeRatio - v('volume') / v('volume_sma20'))).toBeLessThan(1e-9);
    expect(out.last.bollinger.position).toBeGreaterThan(0);
    expect(out.last.srDistance).toBeGreaterThanOrEqual(0);
    // The live strategy runs on its own (daily) timeframe, with its reasons.
    expect(out.strategies.map((s) => `${s.name} ${s.timeframe}`)).toEqual(['Momento de Tendência 1d']);
    for (const s of out.strategies) {
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.reasons.length).toBeGreaterThan(0);
    }
  });
});

describe('npm run engine -- backtest', () => {
  it('replays a directory without look-ahead and reports totals, per strategy and trades', async () => {
    const dir = join(tmp, 'bt');
    rmSync(dir, { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dir);
    // Nine months of hourly candles of two pairs (4h and 1d are aggregated by the loader).
    for (const f of ['BTCUSDT_1h.json.gz', 'SOLUSDT_1h.json.gz'])
      copyFileSync(resolve(fixtures, 'research', f), join(dir, f));
    const r = await runEngine(['backtest', '--dir', dir, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('backtest [');
    expect(r.stderr).toContain('100%');
    const out = JSON.parse(r.stdout) as {
      signals: number;
      wins: number;
      losses: number;
      expired: number;
      open: number;
      winRate: number;
      avgPnlPct: number;
      feeRate: number;
      fundingIncluded: boolean;
      byStrategy: Record<
        string,
        { signals: number; wins: number; losses: number; expired: number; winRate: number; avgPnlPct: number }
      >;
      trades: BacktestTrade[];
    };
    expect(out.signals).toBeGreaterThan(0);
    expect(out.trades.length).toBe(out.wins + out.losses + out.expired + out.open);
    // The shared definition: an expired trade is closed but never a win.
    expect(out.winRate).toBeCloseTo(out.wins / (out.wins + out.losses + out.expired), 3);
    expect(out.feeRate).toBe(0.0004);
    expect(out.fundingIncluded).toBe(false);
    const sumSignals = Object.values(out.byStrategy).reduce((a, s) => a + s.signals, 0);
    expect(sumSignals).toBe(out.signals);
    for (const t of out.trades) {
      // Booked where a member gets it: at the close of the confirmation candle, an hour after the signal.
      expect(t.entryTime).toBe(t.confirmTime);
      expect(Date.parse(t.entryTime) - Date.parse(t.signalTime)).toBe(3_600_000);
      if (t.outcome !== 'OPEN') expect(Date.parse(t.exitTime)).toBeGreaterThan(Date.parse(t.entryTime));
      expect(Date.parse(t.exitTime)).toBeLessThanOrEqual(Date.parse(t.expiresAt));
      expect(t.fundingPct).toBeNull();
      expect(t.feesPct).toBeCloseTo(0.04 * (1 + t.exit / t.entry), 3);
      expect(t.pnlPct).toBeCloseTo(t.grossPnlPct - t.feesPct, 3);
      if (t.outcome === 'STOP_HIT') expect(t.grossPnlPct).toBeLessThan(0);
      if (t.outcome === 'TARGET_HIT') expect(t.grossPnlPct).toBeGreaterThan(0);
    }
    const text = await runEngine(['backtest', '--dir', dir]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('TOTAL');
  });
});

describe('bad kline files exit 2 with one line naming the file', () => {
  const cases: Array<[string, string, string]> = [
    ['not JSON', 'BTCUSDT_1h.json', '{not json'],
    ['wrong row layout', 'ETHUSDT_1h.json', JSON.stringify([{ open: 1 }, { open: 2 }])],
    ['unknown interval', 'BTCUSDT_7x.json', '[]'],
    ['too few candles', 'ADAUSDT_4h.json', JSON.stringify([[1, '1', '1', '1', '1', '1', 2, '1', 1]])],
  ];
  it.each(cases)('%s', async (_name, fileName, content) => {
    const dir = mkdtempSync(join(tmp, 'bad-'));
    const file = join(dir, fileName);
    writeFileSync(file, content);
    // Backtest reads files through the same loader; one case through it is enough to prove the exit path.
    const runs = fileName.startsWith('BTCUSDT_1h')
      ? [
          ['analyze', '--file', file],
          ['backtest', '--dir', dir],
        ]
      : [['analyze', '--file', file]];
    for (const args of runs) {
      const r = await runEngine(args);
      expect(r.code, r.stderr).toBe(2);
      const lines = r.stderr.split('\n').filter((l) => l.trim().length > 0 && !l.startsWith('npm warn'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(file);
      expect(r.stdout).toBe('');
    }
  });
});
