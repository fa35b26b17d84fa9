import { describe, expect, it } from 'vitest';
import { axisPrice, crosshairTime, labelsWithoutOverlap, tickMark, TICK } from './chart-format';

// 2026-11-25 17:00 UTC = 14:00 in Brasília.
const T = Date.UTC(2026, 10, 25, 17, 0, 5) / 1000;

describe('chart axis in pt-BR', () => {
  it('writes prices with a decimal comma and the given precision', () => {
    expect(axisPrice(5)(1.93273)).toBe('1,93273');
    expect(axisPrice(2)(64250.5)).toBe('64.250,50');
    // A tick under a label is blank; the label's own price is written.
    const under = axisPrice(5, () => ({ prices: [1.93273], gap: 0.0005 }));
    expect(under(1.933)).toBe('');
    expect(under(1.93273)).toBe('1,93273');
    expect(under(1.94)).toBe('1,94000');
  });
  it('writes times in Brasília, day before month', () => {
    expect(tickMark(T, TICK.time)).toBe('14:00');
    expect(tickMark(T, TICK.timeWithSeconds)).toBe('14:00:05');
    expect(tickMark(T, TICK.day)).toBe('25/11');
    expect(tickMark(T, TICK.year)).toBe('2026');
    expect(tickMark(T, TICK.month)).toBe('nov');
    expect(crosshairTime(T)).toBe('25/11/2026, 14:00');
  });
});

describe('price labels that never overlap', () => {
  it('keeps labels in priority order and hides one that would sit on a kept one', () => {
    const shown = labelsWithoutOverlap(
      [
        { key: 'last', y: 100 },
        { key: 'stop', y: 300 },
        { key: 'target', y: 20 },
        { key: 'entry', y: 110 },
      ],
      18,
    );
    expect([...shown]).toEqual(['last', 'stop', 'target']);
  });
  it('labels off the visible range are not shown and block nothing', () => {
    expect([
      ...labelsWithoutOverlap(
        [
          { key: 'a', y: null },
          { key: 'b', y: 5 },
        ],
        18,
      ),
    ]).toEqual(['b']);
  });
});
