import { z } from 'zod';

/** A decimal as Binance writes it (a string), kept as text where the exact digits are stored. */
export const decimalText = z.string().regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/);
/** Binance sends decimals as strings; this turns them into numbers and refuses anything else. */
const dec = decimalText.transform(Number);
export const ms = z.number().int();

export const binanceErrorSchema = z.object({ code: z.number().int(), msg: z.string() });

export const exchangeInfoSchema = z.object({
  serverTime: ms,
  rateLimits: z.array(
    z.object({ rateLimitType: z.string(), interval: z.string(), intervalNum: z.number(), limit: z.number() }),
  ),
  symbols: z.array(
    z.object({
      symbol: z.string(),
      pair: z.string().optional(),
      contractType: z.string(),
      status: z.string(),
      baseAsset: z.string(),
      quoteAsset: z.string(),
      onboardDate: ms.optional(),
    }),
  ),
});

export const ticker24hSchema = z.object({
  symbol: z.string(),
  priceChangePercent: dec,
  lastPrice: dec,
  highPrice: dec,
  lowPrice: dec,
  volume: dec,
  quoteVolume: dec,
  openTime: ms,
  closeTime: ms,
});
export const tickers24hSchema = z.array(ticker24hSchema);

export const premiumIndexSchema = z.object({
  symbol: z.string(),
  markPrice: dec,
  lastFundingRate: dec,
  nextFundingTime: ms,
  time: ms,
});

export const openInterestSchema = z.object({ symbol: z.string(), openInterest: dec, time: ms });

/** `timestamp` is a number in the client types and a string in the docs' examples: accept both. */
export const longShortRatioSchema = z.array(
  z.object({
    symbol: z.string(),
    longShortRatio: dec,
    longAccount: dec,
    shortAccount: dec,
    timestamp: z.union([ms, dec]),
  }),
);

export const leverageBracketSchema = z.array(
  z.object({
    symbol: z.string(),
    brackets: z.array(z.object({ bracket: z.number(), initialLeverage: z.number().int().positive() })).min(1),
  }),
);

/** `!ticker@arr` items; `st` (1 = USDⓈ-M, 2 = COIN-M) appears after the CM migration. */
export const wsTickerSchema = z.array(
  z
    .object({ e: z.literal('24hrTicker'), E: ms, s: z.string(), c: dec, st: z.number().optional() })
    .passthrough(),
);
