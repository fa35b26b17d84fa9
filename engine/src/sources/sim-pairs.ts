import type { PairInfo } from '../domain/market';
import { gaussian, hashSeed, prng } from './prng';
import { SIM_BASES, SIM_PRICES } from './sim-universe';

export interface SimPair {
  info: PairInfo;
  basePrice: number;
  beta: number;
  sigma1h: number;
  volume1hUsdt: number;
}

/**
 * The simulated exchange's contracts: realistic prices, leverage caps and liquidity, a BTC beta and an hourly σ,
 * plus contracts the selection must leave out (other quote assets, dated futures).
 */
export function buildUniverse(seed: number, count: number): SimPair[] {
  const rand = prng(hashSeed(seed, 'universe'));
  const bases = SIM_BASES.slice(0, count);
  const out: SimPair[] = bases.map((base, rank) => {
    const lev = rank < 2 ? 125 : rank < 12 ? 75 : rank < 170 ? 50 : rand() < 0.5 ? 25 : 20;
    const price = SIM_PRICES[base] ?? Math.exp(Math.log(0.002) + rand() * (Math.log(60) - Math.log(0.002)));
    const volume24h =
      base === 'BTC'
        ? 12e9
        : base === 'ETH'
          ? 6e9
          : 4e9 * Math.exp(-rank / 28) * Math.exp(gaussian(rand) * 0.5) + 3e6;
    return {
      info: {
        symbol: `${base}USDT`,
        baseAsset: base,
        quoteAsset: 'USDT',
        contractType: 'PERPETUAL',
        status: rank > 0 && rank % 67 === 0 ? 'SETTLING' : 'TRADING',
        maxLeverage: lev,
        onboardDate: 1_569_398_400_000 + rank * 86_400_000 * 5,
      },
      basePrice: round(price),
      beta: base === 'BTC' ? 1 : rank % 9 === 4 ? 0.15 + rand() * 0.3 : 0.55 + rand() * 0.4,
      // Hourly σ 0.6–1.4 %: a daily σ of about 3–7 %, what real altcoin perpetuals show; wider made the plans that
      // the volatility bound allows (2σ over a 14-day hold) reach −77 % targets in demonstrations.
      sigma1h: base === 'BTC' ? 0.006 : 0.006 + rand() * 0.008,
      volume1hUsdt: volume24h / 24,
    };
  });
  // Contracts the selection must leave out: other quote assets and dated futures.
  const extra = (symbol: string, base: string, quote: string, type: string): SimPair => ({
    info: {
      symbol,
      baseAsset: base,
      quoteAsset: quote,
      contractType: type,
      status: 'TRADING',
      maxLeverage: 75,
      onboardDate: null,
    },
    basePrice: SIM_PRICES[base] ?? 1,
    beta: 1,
    sigma1h: 0.006,
    volume1hUsdt: 5e7,
  });
  out.push(
    extra('BTCUSDC', 'BTC', 'USDC', 'PERPETUAL'),
    extra('ETHUSDC', 'ETH', 'USDC', 'PERPETUAL'),
    extra('BTCUSDT_261225', 'BTC', 'USDT', 'CURRENT_QUARTER'),
    extra('ETHUSDT_261225', 'ETH', 'USDT', 'CURRENT_QUARTER'),
  );
  return out;
}

/** Prices with 4–5 significant digits, like real tick sizes. */
function round(price: number): number {
  const digits = Math.max(0, 4 - Math.floor(Math.log10(price)));
  return Number(price.toFixed(Math.min(digits, 8)));
}
