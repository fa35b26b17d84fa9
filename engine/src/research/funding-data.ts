import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { FundingRates } from '../strategies/rules/funding-regime';
import { FUNDING_INTERVAL_MS } from '../trading/rules';
import { isHeldOut } from './held-out';
import { TRAINING_SETS } from './training-data';

/** `../shared/data/market/funding` seen from the repository root (beside the candles' `ohlcv`). */
export const DEFAULT_FUNDING_ROOT = join('..', 'shared', 'data', 'market', 'funding');

/** The team folder's format: `[[fundingTime_ms, "fundingRate"], …]`, ascending, rate per 8 h as a decimal string. */
const rowsSchema = z.array(
  z.tuple([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/)
      .transform(Number),
  ]),
);

/**
 * BTC's funding settlements of one training set. Each time is put on its 8-hour slot (the published times carry
 * a few ms of jitter around 00/08/16 UTC; a settlement a few ms before midnight belongs to the midnight slot and
 * is not known at the daily close before it). Throws on a held-out timestamp, like the candle loader.
 */
export function loadFundingFile(file: string): FundingRates {
  const parsed = rowsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file}: layout inválido (esperado [[fundingTime, "fundingRate"], …])`);
  const times: number[] = [];
  const rates: number[] = [];
  for (const [time, rate] of parsed.data) {
    const slot = Math.round(time / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS;
    if (isHeldOut(time) || isHeldOut(slot))
      throw new Error(`${file}: funding de ${new Date(time).toISOString()} num período reservado`);
    if (times.length > 0 && slot <= times.at(-1)!)
      throw new Error(`${file}: horários fora de ordem ou repetidos`);
    times.push(slot);
    rates.push(rate);
  }
  return { times, rates };
}

/** BTC funding of both training sets, by set; a missing file is an error (the funding rules would silently not trade). */
export function loadTrainingFunding(root = DEFAULT_FUNDING_ROOT): Map<string, FundingRates> {
  const out = new Map<string, FundingRates>();
  for (const id of TRAINING_SETS) {
    const file = join(root, id, 'BTCUSDT_funding.json');
    if (!existsSync(file)) throw new Error(`${file}: funding do BTC ausente`);
    out.set(id, loadFundingFile(file));
  }
  return out;
}
