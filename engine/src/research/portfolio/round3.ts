import type { FundingRates } from '../../strategies/rules/funding-regime';
import { FOLDS } from '../calendar';
import type { RandomEntries } from '../../evidence/random-entries';
import type { Segment } from '../training-data';
import { recordVariant, type VariantRecord } from '../variant-record';
import { foldDays } from './calendar-days';
import { bookDaily, type SizedTrade } from './daily-book';
import { OLD_FAMILY_SIZE, ROUND3_GROUPS, round3Hypotheses } from './hypotheses-round3';
import { MaxSharpePortfolio, PORTFOLIO_FEE, type NestedPortfolio, type PortfolioRecord } from './max-sharpe';
import { basketStats, periodStats } from './period-stats';
import { judgePortfolio, type PortfolioVerdict } from './portfolio-verdict';
import { PriceBook } from './price-book';

/** The series families the live engine runs pair by pair (round 3 adds sizing and funding to them, not baskets). */
const SERIES_FAMILIES = new Set(['tsmom', 'donchian', 'atr_channel', 'trend_pullback']);
const OLD_FAMILY_LABELS: Record<string, string> = {
  tsmom: 'momento de série temporal (`tsmom`)',
  donchian: 'rompimento de Donchian (`donchian`)',
  atr_channel: 'rompimento de volatilidade (`atr_channel`)',
  trend_pullback: 'correção na tendência (`trend_pullback`)',
  xs_momentum: 'força/reversão relativa, rodada 2 (`xs_momentum`)',
  legacy_fade: 'estratégias antigas de desfazer o exagero (`legacy_fade`)',
};

export interface NestedRecord {
  choices: NestedPortfolio['choices'];
  trades: number;
  verdict: PortfolioVerdict;
  /** The variant the procedure picks with all the training data. */
  finalChoice: string | null;
}

export interface Round3Result {
  procedure: 'max_sharpe_portfolio';
  variantsAdded: number;
  trials: number;
  feeRate: number;
  trialSharpeVariance: number;
  /** Every registered variant as a portfolio over the whole sample (in-sample, for reading only). */
  portfolios: Array<{
    key: string;
    group: string;
    trades: number;
    return: number;
    maxDrawdown: number;
    meanExposure: number;
    weeklySharpe: number | null;
    basketReturn: number;
    basketMaxDrawdown: number;
  }>;
  /** The procedure over ALL registered variants: the record the acceptance rule judges. */
  all: NestedRecord;
  /** The same procedure inside each family (rounds 1–2) and each hypothesis of round 3. */
  families: Array<NestedRecord & { group: string; label: string; variants: number }>;
  /** The procedure restricted to per-pair series variants (no basket, no hedge), with all the training data. */
  liveChoice: { key: string | null; eligible: number; weeklySharpe: number | null };
}

/** Round 3: the 44 new variants recorded, every variant as a portfolio, the nested selection and the acceptance rule. */
export function runRound3(input: {
  segments: readonly Segment[];
  funding: ReadonlyMap<string, FundingRates>;
  random: RandomEntries;
  seed: number;
  oldRecords: readonly VariantRecord[];
  trialsBefore: number;
  onProgress?: (key: string) => void;
}): { result: Round3Result; newRecords: VariantRecord[] } {
  const hypotheses = round3Hypotheses();
  const newRecords = hypotheses.map((h) => {
    input.onProgress?.(h.rule.key);
    return recordVariant(h.rule, input.segments, input.random, input.seed, input.funding);
  });
  input.onProgress?.('carteiras');
  const prices = new PriceBook(input.segments);
  const sizedOf = (r: VariantRecord): SizedTrade[] =>
    r.trades.map((t) => ({
      trade: t,
      size: t.size ?? OLD_FAMILY_SIZE,
      hedge:
        t.hedgeBeta === null
          ? null
          : { beta: t.hedgeBeta, btcEntry: prices.btcAt(t.entryTime), btcExit: prices.btcAt(t.exitTime) },
    }));
  const all: PortfolioRecord[] = [
    ...input.oldRecords.map((record, index) => ({ record, index, group: record.rule.family })),
    ...newRecords.map((record, i) => ({
      record,
      index: input.oldRecords.length + i,
      group: hypotheses[i]!.group,
    })),
  ].map(({ record, index, group }) => ({
    key: record.rule.key,
    index,
    group,
    perPairSeries: SERIES_FAMILIES.has(record.rule.family) && record.rule.params.hedge === undefined,
    record,
    sized: sizedOf(record),
  }));
  const trials = input.trialsBefore + newRecords.length;
  const everyDay = foldDays(() => true);
  const portfolios = all.map((p) => {
    const book = bookDaily(p.sized, prices, PORTFOLIO_FEE);
    const own = periodStats(book.pnl, book.exposure, everyDay);
    const basket = basketStats(prices.basketReturn, own.meanExposure, everyDay, PORTFOLIO_FEE);
    return {
      key: p.key,
      group: p.group,
      trades: p.sized.length,
      return: own.return,
      maxDrawdown: own.maxDrawdown,
      meanExposure: own.meanExposure,
      weeklySharpe: own.weeklySharpe,
      basketReturn: basket.return,
      basketMaxDrawdown: basket.maxDrawdown,
    };
  });
  const sharpes = portfolios.flatMap((p) => (p.weeklySharpe === null ? [] : [p.weeklySharpe]));
  const m = sharpes.reduce((a, b) => a + b, 0) / sharpes.length;
  const trialSharpeVariance = sharpes.reduce((a, s) => a + (s - m) ** 2, 0) / (sharpes.length - 1);
  const selector = new MaxSharpePortfolio(prices);
  const end = Math.max(...FOLDS.map((f) => f.to));
  const nestedOf = (records: readonly PortfolioRecord[], withRandom: boolean): NestedRecord => {
    const run = selector.nested(records);
    return {
      choices: run.choices,
      trades: run.outOfSample.length,
      verdict: judgePortfolio(run.outOfSample, {
        prices,
        random: withRandom ? input.random : null,
        seed: input.seed,
        trials,
        trialSharpeVariance,
      }),
      finalChoice: selector.select(records, end).chosen?.key ?? null,
    };
  };
  input.onProgress?.('seleção aninhada');
  const groups = [...new Set(all.map((p) => p.group))];
  const families = groups.map((group) => {
    const members = all.filter((p) => p.group === group);
    const label = OLD_FAMILY_LABELS[group] ?? ROUND3_GROUPS.find((g) => g.id === group)?.label ?? group;
    return { group, label, variants: members.length, ...nestedOf(members, false) };
  });
  const live = selector.select(
    all.filter((p) => p.perPairSeries),
    end,
  );
  return {
    newRecords,
    result: {
      procedure: 'max_sharpe_portfolio',
      variantsAdded: newRecords.length,
      trials,
      feeRate: PORTFOLIO_FEE,
      trialSharpeVariance,
      portfolios,
      all: nestedOf(all, true),
      families,
      liveChoice: {
        key: live.chosen?.key ?? null,
        eligible: live.eligible,
        weeklySharpe: live.chosen?.weeklySharpe ?? null,
      },
    },
  };
}
