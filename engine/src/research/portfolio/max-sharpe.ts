import { FOLDS } from '../calendar';
import { walkForward } from '../../evidence/walk-forward';
import { HIGH_FEE_RATE } from '../../evidence/booked-trade';
import type { VariantRecord } from '../variant-record';
import { DAY_MS, FIRST_DAY, foldDays } from './calendar-days';
import { bookDaily, type SizedTrade } from './daily-book';
import { basketStats, periodStats } from './period-stats';
import type { PriceBook } from './price-book';

/** Round 3 books every portfolio at 0.06 % per side: the fee level of its acceptance rule. */
export const PORTFOLIO_FEE = HIGH_FEE_RATE;
/** Eligibility of `max_sharpe_portfolio` (pre-registration of round 3). */
export const MIN_PORTFOLIO_TRADES = 60;
export const MIN_EXPOSED_WEEKS = 26;

/** A registered variant as a portfolio: its trades sized (and hedged), in registration order. */
export interface PortfolioRecord {
  key: string;
  /** Registration order (107 of rounds 1–2, then the 44 of round 3): ties go to the earlier. */
  index: number;
  /** The family (rounds 1–2) or the hypothesis of round 3 it belongs to. */
  group: string;
  /** A per-pair series rule without basket nor hedge: what the live engine can run pair by pair. */
  perPairSeries: boolean;
  record: VariantRecord;
  sized: SizedTrade[];
}

/** What the past before a cutoff shows of one variant's portfolio. */
export interface PastJudgement {
  key: string;
  index: number;
  trades: number;
  weeksWithExposure: number;
  return: number;
  basketReturn: number;
  weeklySharpe: number | null;
  eligible: boolean;
}

/**
 * `max_sharpe_portfolio`: at a cutoff, among the given variants and with only the trades ended before it, the
 * highest weekly Sharpe of the portfolio; eligible with ≥ 60 ended trades, ≥ 26 weeks with exposure, total
 * P&L > 0 and a return above the reference basket at the same mean exposure over the same past. Ties go to the
 * earlier-registered variant; none eligible: nothing (capital idle).
 */
export class MaxSharpePortfolio {
  private readonly memo = new Map<string, PastJudgement>();

  constructor(private readonly prices: PriceBook) {}

  judge(r: PortfolioRecord, cutoff: number): PastJudgement {
    const id = `${r.index}|${cutoff}`;
    const hit = this.memo.get(id);
    if (hit) return hit;
    const closed = r.sized.filter((s) => s.trade.exitTime < cutoff);
    const book = bookDaily(closed, this.prices, PORTFOLIO_FEE);
    const days = foldDays((_f, d) => (FIRST_DAY + d + 1) * DAY_MS <= cutoff);
    const own = periodStats(book.pnl, book.exposure, days);
    const basket = basketStats(this.prices.basketReturn, own.meanExposure, days, PORTFOLIO_FEE);
    const judged: PastJudgement = {
      key: r.key,
      index: r.index,
      trades: closed.length,
      weeksWithExposure: own.weeksWithExposure,
      return: own.return,
      basketReturn: basket.return,
      weeklySharpe: own.weeklySharpe,
      eligible:
        closed.length >= MIN_PORTFOLIO_TRADES &&
        own.weeksWithExposure >= MIN_EXPOSED_WEEKS &&
        own.return > 0 &&
        own.return > basket.return &&
        own.weeklySharpe !== null,
    };
    this.memo.set(id, judged);
    return judged;
  }

  select(
    records: readonly PortfolioRecord[],
    cutoff: number,
  ): { chosen: PastJudgement | null; eligible: number } {
    let chosen: PastJudgement | null = null;
    let eligible = 0;
    for (const r of [...records].sort((a, b) => a.index - b.index)) {
      const j = this.judge(r, cutoff);
      if (!j.eligible) continue;
      eligible++;
      if (!chosen || j.weeklySharpe! > chosen.weeklySharpe!) chosen = j;
    }
    return { chosen, eligible };
  }

  /** The nested walk-forward: from the second fold on, the choice at the fold's start, scored on its signals in the fold. */
  nested(records: readonly PortfolioRecord[]): NestedPortfolio {
    const byKey = new Map(records.map((r) => [r.key, r]));
    const { steps, outOfSample } = walkForward(
      FOLDS,
      (cutoff) => this.select(records, cutoff),
      ({ chosen }, k) => (chosen ? byKey.get(chosen.key)!.sized.filter((s) => s.trade.fold === k) : []),
    );
    const choices = steps.map(({ fold, chosen: { chosen, eligible } }) => ({
      fold,
      chosen: chosen?.key ?? null,
      eligible,
      sharpe: chosen?.weeklySharpe ?? null,
    }));
    return { choices, outOfSample };
  }
}

export interface NestedPortfolio {
  choices: Array<{ fold: number; chosen: string | null; eligible: number; sharpe: number | null }>;
  outOfSample: SizedTrade[];
}
