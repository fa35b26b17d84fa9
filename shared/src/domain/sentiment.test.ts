import { describe, expect, it } from 'vitest';
import {
  btcStrength,
  describeFunding,
  describePrice,
  sentimentLabel,
  sentimentScore,
  type SentimentInputs,
} from './sentiment';

const base: SentimentInputs = {
  price: 95000,
  change_24h: 0,
  funding_rate: 0.0001,
  next_funding_time: null,
  open_interest: 80000,
  open_interest_change_1h: 0,
  long_short_ratio: 1,
  volume_usdt_24h: 20e9,
  volume_usdt_avg: 20e9,
};

describe('BTC sentiment score', () => {
  it('is neutral (50) for neutral inputs and uses every present input', () => {
    const r = sentimentScore(base);
    expect(r.score).toBe(50);
    expect(Object.keys(r.components).sort()).toEqual([
      'funding',
      'long_short',
      'open_interest',
      'price',
      'volume',
    ]);
    expect(r.label.description).toBe('Neutro');
  });

  it('rises with a bullish crowd and falls with a bearish one', () => {
    const bull = sentimentScore({
      ...base,
      change_24h: 6,
      funding_rate: 0.0006,
      open_interest_change_1h: 3,
      long_short_ratio: 1.8,
      volume_usdt_24h: 35e9,
    });
    const bear = sentimentScore({
      ...base,
      change_24h: -6,
      funding_rate: -0.0003,
      open_interest_change_1h: 3,
      long_short_ratio: 0.6,
      volume_usdt_24h: 35e9,
    });
    expect(bull.score).toBeGreaterThanOrEqual(75);
    expect(bear.score).toBeLessThanOrEqual(25);
    expect(bull.label.description).toBe('Extremamente otimista');
    expect(bear.label.description).toBe('Extremamente pessimista');
  });

  it('re-weights over the inputs that exist (no derivatives data)', () => {
    const r = sentimentScore({
      ...base,
      change_24h: 3,
      funding_rate: null,
      open_interest_change_1h: null,
      long_short_ratio: null,
    });
    expect(Object.keys(r.components).sort()).toEqual(['price', 'volume']);
    expect(r.score).toBeGreaterThan(55);
    expect(r.score).toBeLessThanOrEqual(100);
  });

  it('labels and describes in Portuguese, and gives the BTC strength', () => {
    expect(sentimentLabel(62)).toEqual({ description: 'Otimista', color_code: '#22c55e' });
    expect(describeFunding(-0.0002)).toMatch(/^Funding negativo \(-0,0200%\)/);
    expect(btcStrength(0)).toBe(50);
    expect(btcStrength(10)).toBeGreaterThan(90);
  });
});

describe('the price line says a fall once (issue 30)', () => {
  it('reads "Queda de 1,54%", never a double negative', () => {
    expect(describePrice(-1.54)).toBe('Queda de 1,54% em 24h');
    expect(describePrice(-7.2)).toBe('Queda forte de 7,20% em 24h');
    expect(describePrice(2)).toBe('Alta de +2,00% em 24h');
  });
});
