import { describe, expect, it } from 'vitest';
import { GATE_KEEP_PROB, GATE_PUBLISH_PROB, judgeGate, shrink, type GateTrade } from './gate-rule';

const DAY = 86_400_000;
const NOW = Date.parse('2024-01-01T00:00:00Z');
const prior = { netSd: 1, excessSd: 0.5 };

/** One trade a day for `days` days before NOW, with a net and a random mean drawn around the given edges. */
function history(days: number, net: number, excess: number, noise = 1): GateTrade[] {
  return Array.from({ length: days }, (_, k) => {
    const t = NOW - (days - k) * DAY;
    const wobble = noise * Math.sin(k * 1.3);
    return {
      signalTime: t,
      entryTime: t + 3_600_000,
      exitTime: t + 3 * DAY,
      net: net + wobble,
      randomMean: net - excess,
    };
  }).filter((x) => x.exitTime <= NOW);
}

describe('gate rule', () => {
  it('shrinks a noisy mean toward zero more than a precise one', () => {
    expect(shrink(1, 2, 0.5).mean).toBeLessThan(shrink(1, 0.1, 0.5).mean);
    expect(shrink(1, 0.1, 0.5).mean).toBeCloseTo(1 * (0.25 / 0.26), 6);
  });

  it('does not judge with less than 180 days or 60 trades', () => {
    const j = judgeGate(history(120, 1, 1), NOW, false, prior);
    expect(j.published).toBe(false);
    expect(j.insufficient).toMatch(/180 dias/);
    const sparse = history(300, 1, 1).filter((_, i) => i % 10 === 0);
    expect(judgeGate(sparse, NOW, false, prior).insufficient).toMatch(/mínimo 60/);
  });

  it('publishes a strong, steady edge and keeps a weak one off', () => {
    const strong = judgeGate(history(365, 1.5, 1, 0.5), NOW, false, prior);
    expect(strong.insufficient).toBeNull();
    expect(strong.probPositive!).toBeGreaterThanOrEqual(GATE_PUBLISH_PROB);
    expect(strong.published).toBe(true);
    expect(strong.shrunkNet!).toBeLessThan(strong.meanNet!);
    const none = judgeGate(history(365, 0.05, -0.1, 3), NOW, false, prior);
    expect(none.published).toBe(false);
  });

  it('has hysteresis: an edge between the two thresholds stays as it was', () => {
    // Find a noise level whose probability falls between the keep and publish thresholds.
    let mid = null as ReturnType<typeof judgeGate> | null;
    let trades: GateTrade[] = [];
    for (let noise = 1; noise < 40 && !mid; noise += 0.25) {
      trades = history(365, 0.4, 0.3, noise);
      const j = judgeGate(trades, NOW, false, prior);
      if (j.probPositive! < GATE_PUBLISH_PROB && j.probPositive! >= GATE_KEEP_PROB) mid = j;
    }
    expect(mid).not.toBeNull();
    expect(judgeGate(trades, NOW, false, prior).published).toBe(false);
    expect(judgeGate(trades, NOW, true, prior).published).toBe(true);
  });

  it('reads only trades that ended before the decision, within the last year', () => {
    const late = history(365, 1.5, 1, 0.5).map((t) => ({ ...t, exitTime: NOW + DAY }));
    expect(judgeGate(late, NOW, false, prior).trades).toBe(0);
    const old = history(365, 1.5, 1, 0.5).map((t) => ({ ...t, entryTime: t.entryTime - 400 * DAY }));
    expect(judgeGate(old, NOW, false, prior).trades).toBe(0);
  });
});
