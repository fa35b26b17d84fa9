import type { SystemLogger } from '../publisher/system-log';
import type { MarketSource } from '../sources/market-source';

/** 0 when the source reports funding for the symbol (then it accrues), null when it has none: not included. */
export async function fundingKnown(source: MarketSource, symbol: string): Promise<number | null> {
  try {
    return (await source.derivatives(symbol)).fundingRate === null ? null : 0;
  } catch {
    return null;
  }
}

/** The funding rate the source reports now; null (not included) when it has none or cannot say. */
export async function fundingRate(
  source: MarketSource,
  symbol: string,
  log: SystemLogger,
): Promise<number | null> {
  try {
    return (await source.derivatives(symbol)).fundingRate;
  } catch (err) {
    log.warn('SIGNAL_GEN', `Funding de ${symbol} indisponível; não incluído`, { err });
    return null;
  }
}
