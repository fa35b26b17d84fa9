import type { TopPair, TopPairsSelection } from '@sinais/shared';
import type { TopPairsStore } from '../data/top-pairs.store';
import type { Publisher } from '../publisher/publisher';
import type { SystemLogger } from '../publisher/system-log';
import type { MarketSource } from '../sources/market-source';
import { MIN_LEVERAGE, VOLATILITY_WEIGHT, VOLUME_WEIGHT, rankPairs } from './rank-pairs';

export interface TopPairsOptions {
  count: number;
  refreshMs: number;
  fallbackMinVolume: number;
}

/** Selects, persists and publishes the TOP pairs; refreshes on a timer and on the bus command. */
export class TopPairsService {
  private pairs: TopPair[] = [];
  private running: Promise<TopPairsSelection> | null = null;
  private lastAt = 0;

  constructor(
    private readonly store: TopPairsStore,
    private readonly source: MarketSource,
    private readonly publisher: Publisher,
    private readonly log: SystemLogger,
    private readonly opts: TopPairsOptions,
  ) {}

  current(): readonly TopPair[] {
    return this.pairs;
  }

  isDue(now = Date.now()): boolean {
    return this.pairs.length === 0 || now - this.lastAt >= this.opts.refreshMs;
  }

  /** Reuses the newest persisted selection when it is still fresh (a standby taking over keeps the list). */
  async restore(): Promise<boolean> {
    const row = await this.store.latest();
    if (
      !row ||
      row.source !== this.source.kind ||
      Date.now() - row.selected_at.getTime() >= this.opts.refreshMs
    )
      return false;
    this.pairs = row.pairs;
    this.lastAt = row.selected_at.getTime();
    return this.pairs.length > 0;
  }

  refresh(reason: string): Promise<TopPairsSelection> {
    this.running ??= this.select(reason).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async select(reason: string): Promise<TopPairsSelection> {
    const [pairs, tickers] = await Promise.all([this.source.pairs(), this.source.tickers()]);
    const ranking = rankPairs(pairs, tickers, {
      count: this.opts.count,
      fallbackMinVolume: this.opts.fallbackMinVolume,
    });
    const now = new Date();
    const next = new Date(now.getTime() + this.opts.refreshMs);
    const leverageSource = ranking.usedFallback
      ? `estimativa sem chave API: contratos com volume 24h ≥ ${this.opts.fallbackMinVolume.toLocaleString('pt-BR')} USDT contam como ≥${MIN_LEVERAGE}x`
      : this.source.leverageSource();
    const stats = {
      total_usdt_pairs: ranking.totalUsdtPairs,
      pairs_with_50x: ranking.pairsWith50x,
      top_150_selected: ranking.pairs.length,
      selection_rate:
        ranking.totalUsdtPairs > 0
          ? Math.round((ranking.pairs.length / ranking.totalUsdtPairs) * 10000) / 100
          : 0,
    };
    const criteria = selectionCriteria(ranking.usedFallback, leverageSource, this.opts);
    const id = await this.store.insert({
      pairs: ranking.pairs,
      stats,
      criteria,
      source: this.source.kind,
      selectedAt: now,
      nextUpdate: next,
    });
    const selection: TopPairsSelection = {
      id,
      pairs: ranking.pairs,
      last_updated: now.toISOString(),
      next_update: next.toISOString(),
      update_frequency: `${Math.round(this.opts.refreshMs / 3_600_000)}h`,
      stats,
      criteria,
    };
    this.pairs = ranking.pairs;
    this.lastAt = now.getTime();
    this.publisher.publish('top-pairs:selected', selection);
    this.log.info('TOP_PAIRS', `TOP ${ranking.pairs.length} selecionados (${reason})`, {
      ...stats,
      leverage_source: leverageSource,
    });
    return selection;
  }
}

/** How the selection was made, as the operator's TOP pairs page explains it. */
function selectionCriteria(usedFallback: boolean, leverageSource: string, opts: TopPairsOptions) {
  return {
    leverage_minimum: MIN_LEVERAGE,
    analysis_period: '24h',
    volume_weight: VOLUME_WEIGHT * 100,
    volatility_weight: VOLATILITY_WEIGHT * 100,
    pair_type: 'USDT perpétuo (USD-M)',
    leverage_source: leverageSource,
    process: [
      'Lista os contratos USD-M: tipo PERPETUAL, status TRADING, cotados em USDT',
      `Mantém os de alavancagem máxima ≥ ${MIN_LEVERAGE}x (${usedFallback ? 'estimada' : 'lida da exchange'})`,
      'Volume: log10 do volume 24h em USDT, normalizado min–max para 0..1',
      'Volatilidade: amplitude 24h (máxima − mínima)/mínima, limitada ao percentil 95 e normalizada min–max',
      `Pontuação = ${VOLUME_WEIGHT * 100}% volume + ${VOLATILITY_WEIGHT * 100}% volatilidade; seleciona os ${opts.count} maiores`,
      `Atualiza a cada ${Math.round(opts.refreshMs / 3_600_000)} horas ou sob comando`,
    ],
  };
}
