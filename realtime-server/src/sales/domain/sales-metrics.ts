import {
  bestCombination,
  conversionRate,
  type CombinationMetrics,
  type SalesConfig,
  type SalesMetrics,
} from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';
import { createSalesRepo } from '../data/sales.repo';

const key = (h: string, b: string) => `${h}\u0000${b}`;
const round2 = (v: number) => Math.round(v * 100) / 100;
const MAX_RETENTION_POINTS = 181;

/** Views, clicks, watch time and attributed purchases for every headline × button pair of the configuration. */
export async function combinationMetrics(q: Queryable, config: SalesConfig): Promise<CombinationMetrics[]> {
  const [counts, watch, purchases] = await Promise.all([
    createSalesRepo(q).eventCounts(),
    createSalesRepo(q).watchByVariant(),
    createSalesRepo(q).purchasesByVariant(),
  ]);
  const c = new Map(counts.map((r) => [key(r.headline_id, r.button_id), r]));
  const w = new Map(watch.map((r) => [key(r.headline_id, r.button_id), r]));
  const p = new Map(purchases.map((r) => [key(r.headline_id, r.button_id), r.purchases]));
  const out: CombinationMetrics[] = [];
  for (const h of config.headlines)
    for (const b of config.buttons) {
      const k = key(h.id, b.id);
      const views = c.get(k)?.views ?? 0;
      const clicks = c.get(k)?.clicks ?? 0;
      const wv = w.get(k);
      const last = c.get(k)?.last_at;
      out.push({
        headlineId: h.id,
        buttonId: b.id,
        headlineTitle: h.title,
        buttonText: b.text,
        views,
        clicks,
        conversionRate: conversionRate(clicks, views),
        lastTested: last ? new Date(last).toISOString() : null,
        purchases: p.get(k) ?? 0,
        averageWatchTime: wv && wv.viewers ? round2(Number(wv.watched) / wv.viewers) : 0,
      });
    }
  return out;
}

export async function combinationResults(q: Queryable, config: SalesConfig) {
  return (await combinationMetrics(q, config)).map(({ purchases: _p, averageWatchTime: _a, ...r }) => r);
}

/** Real figures for the Métricas tab, including the retention curve (share of viewers still watching at each second). */
export async function salesMetrics(q: Queryable, config: SalesConfig): Promise<SalesMetrics> {
  const [combos, watch, hist, duration, counts, purchases] = await Promise.all([
    combinationMetrics(q, config),
    createSalesRepo(q).watchByVariant(),
    createSalesRepo(q).reachHistogram(),
    createSalesRepo(q).videoDuration(),
    createSalesRepo(q).eventCounts(),
    createSalesRepo(q).purchasesByVariant(),
  ]);
  const totalViews = counts.reduce((s, r) => s + r.views, 0);
  const clicks = counts.reduce((s, r) => s + r.clicks, 0);
  const viewers = watch.reduce((s, r) => s + r.viewers, 0);
  const watched = watch.reduce((s, r) => s + Number(r.watched), 0);
  const completed = watch.reduce((s, r) => s + r.completed, 0);
  const bought = purchases.reduce((s, r) => s + r.purchases, 0);

  // Retention: a viewer who reached second s was still watching at every earlier second.
  const started = hist.reduce((s, r) => s + r.n, 0);
  const lastSecond = Math.max(Math.ceil(duration), hist.at(-1)?.s ?? 0);
  const step = Math.max(1, Math.ceil(lastSecond / (MAX_RETENTION_POINTS - 1)));
  const retention: SalesMetrics['retention'] = [];
  if (started > 0) {
    let stoppedBefore = 0;
    let i = 0;
    for (let s = 0; s <= lastSecond; s += step) {
      while (i < hist.length && hist[i]!.s < s) stoppedBefore += hist[i++]!.n;
      retention.push({ second: s, share: round2(((started - stoppedBefore) / started) * 100) });
    }
  }

  return {
    success: true,
    totals: {
      totalViews,
      buttonClicks: clicks,
      conversionRate: conversionRate(clicks, totalViews),
      averageWatchTime: viewers ? round2(watched / viewers) : 0,
      completionRate: viewers ? round2((completed / viewers) * 100) : 0,
      pauseCount: watch.reduce((s, r) => s + r.pauses, 0),
      resumeCount: watch.reduce((s, r) => s + r.resumes, 0),
      purchases: bought,
      purchaseRate: totalViews ? round2((bought / totalViews) * 100) : 0,
      viewers,
    },
    combinations: combos,
    bestCombination: bestCombination(combos, config.abTestConfig.minViewsPerTest),
    minViewsPerTest: config.abTestConfig.minViewsPerTest,
    retention,
    videoDuration: round2(duration),
    generated_at: new Date().toISOString(),
  };
}

/** The configuration with its results fields (per headline, per combination, best combination) filled from real events. */
export async function withRealResults(q: Queryable, config: SalesConfig): Promise<SalesConfig> {
  const combos = await combinationMetrics(q, config);
  const results = combos.map(({ purchases: _p, averageWatchTime: _a, ...r }) => r);
  return {
    ...config,
    headlines: config.headlines.map((h) => {
      const mine = results.filter((r) => r.headlineId === h.id);
      const views = mine.reduce((s, r) => s + r.views, 0);
      const clicks = mine.reduce((s, r) => s + r.clicks, 0);
      const last =
        mine
          .map((r) => r.lastTested)
          .filter((x): x is string => !!x)
          .sort()
          .at(-1) ?? null;
      return {
        ...h,
        testResults: { views, clicks, conversionRate: conversionRate(clicks, views), lastTested: last },
      };
    }),
    combinationResults: results,
    abTestConfig: {
      ...config.abTestConfig,
      bestCombination: bestCombination(results, config.abTestConfig.minViewsPerTest),
    },
  };
}

/** What anonymous visitors get: the configuration without the test results. */
export function publicView(config: SalesConfig): SalesConfig {
  return {
    ...config,
    headlines: config.headlines.map((h) => ({
      ...h,
      testResults: { views: 0, clicks: 0, conversionRate: 0, lastTested: null },
    })),
    combinationResults: [],
    abTestConfig: { ...config.abTestConfig, bestCombination: null, bestPerformingColor: null },
  };
}
