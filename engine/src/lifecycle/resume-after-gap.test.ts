import { describe, expect, it } from 'vitest';
import { UNWATCHED_REJECTION_REASON, type Signal } from '@sinais/shared';
import { resumeAfterGap, type ResumeInput } from './resume-after-gap';

const T0 = Date.parse('2026-11-20T12:00:00Z');
const signal = {
  id: 'sig_1',
  symbol: 'ETHUSDT',
  entry_price: 100,
  reference_price: 100,
  created_at: new Date(T0).toISOString(),
} as Signal;
const watched = { min: 98, max: 101, last: 99, btcStart: 90_000, at: T0 + 20 * 60_000 };

/** Resumes `signal` `gapMs` after the checkpoint, with a 30 s short gap; `over` replaces any input. */
const resumeAfter = (gapMs: number, over: Partial<ResumeInput> = {}) =>
  resumeAfterGap({ signal, watched, now: watched.at + gapMs, livePrice: 100, shortGapMs: 30_000, ...over });

describe('resumeAfterGap', () => {
  it('continues a window over a short gap from what was seen, widened by the live price', async () => {
    const r = await resumeAfterGap({
      signal,
      watched,
      now: watched.at + 3000,
      livePrice: 102,
      shortGapMs: 30_000,
    });
    expect(r).toEqual({
      resume: true,
      how: 'curto',
      gapMs: 3000,
      min: 98,
      max: 102,
      last: 102,
      btcStart: 90_000,
    });
  });

  it('over a longer gap, joins the price path read back from the source', async () => {
    const asked: Array<[string, number, number]> = [];
    const r = await resumeAfter(10 * 60_000, {
      livePrice: 100.5,
      readPath: async (symbol, from, to) => {
        asked.push([symbol, from, to]);
        return { min: 96.5, max: 100.8, last: 100.2 };
      },
    });
    expect(asked).toEqual([['ETHUSDT', watched.at, watched.at + 10 * 60_000]]);
    expect(r).toMatchObject({ resume: true, how: 'klines', min: 96.5, max: 101, last: 100.5 });
  });

  it('without a checkpoint, the window is watched from its creation at the reference price', async () => {
    const r = await resumeAfterGap({
      signal,
      watched: null,
      now: T0 + 5000,
      livePrice: 97,
      shortGapMs: 30_000,
    });
    expect(r).toMatchObject({ resume: true, how: 'curto', min: 97, max: 100, last: 97 });
  });

  it('rejects as unwatched only when the gap is long and the prices cannot be read back, saying which', async () => {
    const noHistory = await resumeAfter(4 * 60_000);
    expect(noHistory).toEqual({
      resume: false,
      gapMs: 240_000,
      reason: `${UNWATCHED_REJECTION_REASON} por 4 min (mais que 30 s) e a fonte de mercado não guarda o histórico de preços`,
    });
    const failed = await resumeAfter(4 * 60_000, { readPath: () => Promise.reject(new Error('HTTP 503')) });
    expect(failed).toMatchObject({
      resume: false,
      reason: `${UNWATCHED_REJECTION_REASON} por 4 min (mais que 30 s) e os candles desse intervalo não puderam ser lidos da fonte`,
    });
  });
});
