import type { BestCombination, CombinationResult, SalesConfig, Variant } from '../schemas/sales';

/** A/B testing of the sales page (spec 002 §4): rotation, variant choice and the best-combination rule. */

export interface Combination {
  headlineId: string;
  buttonId: string;
}

/** Every headline × button pair, headline-major (h1b1, h1b2, ..., h2b1, ...). */
export function combinationsOf(config: Pick<SalesConfig, 'headlines' | 'buttons'>): Combination[] {
  const out: Combination[] = [];
  for (const h of config.headlines)
    for (const b of config.buttons) out.push({ headlineId: h.id, buttonId: b.id });
  return out;
}

export function activeVariant(config: Pick<SalesConfig, 'headlines' | 'buttons'>): Variant {
  const h = config.headlines.find((x) => x.active) ?? config.headlines[0];
  const b = config.buttons.find((x) => x.active) ?? config.buttons[0];
  return { headlineId: h?.id ?? '', buttonId: b?.id ?? '' };
}

function variantExists(
  config: Pick<SalesConfig, 'headlines' | 'buttons'>,
  v: Variant | null | undefined,
): v is Variant {
  return (
    !!v &&
    config.headlines.some((h) => h.id === v.headlineId) &&
    config.buttons.some((b) => b.id === v.buttonId)
  );
}

/**
 * The variant a visitor sees. While a test runs, a returning visitor keeps the one first assigned (stable by
 * cookie) as long as both items still exist; a new visitor gets the combination currently under test (the
 * active headline and button). With the test off, everyone sees what the admin activated.
 */
export function variantFor(
  config: Pick<SalesConfig, 'headlines' | 'buttons' | 'abTestConfig'>,
  assigned: Variant | null | undefined,
): Variant {
  if (config.abTestConfig.enabled && variantExists(config, assigned))
    return { headlineId: assigned.headlineId, buttonId: assigned.buttonId };
  return activeVariant(config);
}

export function conversionRate(clicks: number, views: number): number {
  if (!(views > 0)) return 0;
  return Math.round((Math.min(clicks, views) / views) * 10_000) / 100;
}

/** Among results with at least minViews views, the highest conversion rate (ties: more views, then order). */
export function bestCombination(
  results: readonly CombinationResult[],
  minViews: number,
): BestCombination | null {
  let best: CombinationResult | null = null;
  for (const r of results) {
    if (r.views < minViews) continue;
    if (
      !best ||
      r.conversionRate > best.conversionRate ||
      (r.conversionRate === best.conversionRate && r.views > best.views)
    )
      best = r;
  }
  return best
    ? {
        headlineId: best.headlineId,
        buttonId: best.buttonId,
        conversionRate: best.conversionRate,
        totalViews: best.views,
        totalClicks: best.clicks,
      }
    : null;
}

export interface RotationResult {
  config: SalesConfig;
  rotated: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * The 60-second check. When the hours since the test started reach rotationIntervalHours: without
 * testAllCombinations the next headline (cyclically) becomes active; with it, the next headline × button pair.
 * Either way the test clock restarts, so each variant gets a full interval.
 */
export function rotateIfDue(config: SalesConfig, now: Date): RotationResult {
  const ab = config.abTestConfig;
  if (!ab.enabled) return { config, rotated: false };
  const start = ab.currentTestStartTime ? Date.parse(ab.currentTestStartTime) : Number.NaN;
  if (Number.isNaN(start)) {
    return {
      config: { ...config, abTestConfig: { ...ab, currentTestStartTime: now.toISOString() } },
      rotated: false,
    };
  }
  if ((now.getTime() - start) / HOUR_MS < ab.rotationIntervalHours) return { config, rotated: false };

  const startedAt = now.toISOString();
  if (!ab.testAllCombinations) {
    const n = config.headlines.length;
    if (n === 0) return { config, rotated: false };
    const current = Math.max(
      0,
      config.headlines.findIndex((h) => h.active),
    );
    const next = (current + 1) % n;
    return {
      rotated: true,
      config: {
        ...config,
        headlines: config.headlines.map((h, i) => ({ ...h, active: i === next })),
        abTestConfig: { ...ab, currentTestStartTime: startedAt },
      },
    };
  }
  const combos = combinationsOf(config);
  if (combos.length === 0) return { config, rotated: false };
  const idx = (ab.currentCombinationIndex + 1) % combos.length;
  const c = combos[idx]!;
  return {
    rotated: true,
    config: {
      ...config,
      headlines: config.headlines.map((h) => ({ ...h, active: h.id === c.headlineId })),
      buttons: config.buttons.map((b) => ({ ...b, active: b.id === c.buttonId })),
      abTestConfig: { ...ab, currentCombinationIndex: idx, currentTestStartTime: startedAt },
    },
  };
}
