import { deflatedSharpe } from '../../evidence/significance';
import { judgeRecord } from '../acceptance';
import { BLOCKS, FOLDS, type BlockId } from '../calendar';
import type { RandomEntries } from '../../evidence/random-entries';
import { FEE_RATE } from '../../evidence/booked-trade';
import { dayOf, FIRST_DAY, FOLD_OF_DAY, foldDays } from './calendar-days';
import { bookDaily, type SizedTrade } from './daily-book';
import { PORTFOLIO_FEE } from './max-sharpe';
import { basketStats, periodStats, weeklyReturns, type PeriodStats } from './period-stats';
import type { PriceBook } from './price-book';

/** The acceptance rule of round 3 needs a deflated Sharpe of at least this. */
export const MIN_DEFLATED_SHARPE = 0.95;

/** One regime block (or the whole out-of-sample record) of a portfolio, beside its reference basket. */
export interface PortfolioGroup {
  group: BlockId | 'pooled';
  trades: number;
  /** Return, drawdown, exposure and weekly Sharpe at 0.06 % per side (the accounting of the rule). */
  own: PeriodStats;
  /** Return at 0.04 % per side, and the same with funding at the base rate on the pairs' legs (beside, not criteria). */
  returnLowFee: number;
  returnLowFeeBaseFunding: number;
  /** The equal-weight basket of the tradable pairs at the portfolio's mean exposure of the period. */
  basket: PeriodStats;
  /** Percentile of the trades' mean net against same-direction random entries (beside, not a criterion). */
  randomPercentile: number | null;
  positive: boolean;
  beatsBasket: boolean;
}

export interface PortfolioVerdict {
  groups: PortfolioGroup[];
  deflated: { sharpe: number; benchmark: number; dsr: number; periods: number; trials: number };
  criteria: { positive: boolean; deflatedSharpe: boolean; beatsBasket: boolean };
  accepted: boolean;
}

/**
 * The member-centred acceptance rule of round 3, on an out-of-sample portfolio (all folds after the first):
 * (1) return > 0 at 0.06 % per side in ≥ 3 of 4 blocks and pooled; (2) deflated Sharpe of the weekly returns
 * ≥ 0.95 with every trial counted; (3) return above AND drawdown below the basket at the same mean exposure,
 * pooled and in ≥ 3 of 4 blocks.
 */
export function judgePortfolio(
  oos: readonly SizedTrade[],
  ctx: {
    prices: PriceBook;
    /** The random baseline for the percentile beside the rule (null: not computed, as for the per-family records). */
    random: RandomEntries | null;
    seed: number;
    trials: number;
    trialSharpeVariance: number;
  },
): PortfolioVerdict {
  const book = bookDaily(oos, ctx.prices, PORTFOLIO_FEE);
  const low = bookDaily(oos, ctx.prices, FEE_RATE);
  const random = ctx.random
    ? judgeRecord(
        oos.map((s) => s.trade),
        ctx.random,
        ctx.seed,
      )
    : null;
  const group = (id: PortfolioGroup['group']): PortfolioGroup => {
    const inGroup = (fold: number) => fold >= 1 && (id === 'pooled' || FOLDS[fold]!.block === id);
    const days = foldDays((fold) => inGroup(fold));
    const own = periodStats(book.pnl, book.exposure, days);
    const basket = basketStats(ctx.prices.basketReturn, own.meanExposure, days, PORTFOLIO_FEE);
    const returnLowFee = days.reduce((a, d) => a + low.pnl[d]!, 0);
    const funding = oos
      .filter((s) => inGroup(FOLD_OF_DAY[dayOf(s.trade.exitTime) - FIRST_DAY] ?? -1))
      .reduce((a, s) => a + (s.size * (s.trade.netBaseFunding - s.trade.net)) / 100, 0);
    return {
      group: id,
      trades: oos.filter((s) => inGroup(s.trade.fold)).length,
      own,
      returnLowFee,
      returnLowFeeBaseFunding: returnLowFee + funding,
      basket,
      randomPercentile: random?.groups.find((g) => g.group === id)?.percentile ?? null,
      positive: own.return > 0,
      beatsBasket: own.return > basket.return && own.maxDrawdown < basket.maxDrawdown,
    };
  };
  const blocks = BLOCKS.map((b) => group(b.id));
  const pooled = group('pooled');
  const weekly = weeklyReturns(
    book.pnl,
    foldDays((fold) => fold >= 1),
  );
  const d = deflatedSharpe({
    returns: weekly,
    trialSharpeVariance: ctx.trialSharpeVariance,
    trials: ctx.trials,
  });
  const criteria = {
    positive: pooled.positive && blocks.filter((g) => g.positive).length >= 3,
    deflatedSharpe: d.dsr >= MIN_DEFLATED_SHARPE,
    beatsBasket: pooled.beatsBasket && blocks.filter((g) => g.beatsBasket).length >= 3,
  };
  return {
    groups: [...blocks, pooled],
    deflated: { ...d, trials: ctx.trials },
    criteria,
    accepted: criteria.positive && criteria.deflatedSharpe && criteria.beatsBasket,
  };
}
