import { z } from 'zod';
import { atrChannelRule, donchianRule } from './rules/breakout';
import type { SeriesRule } from './rules/series-rule';
import { trendPullbackRule, type PullbackTrigger } from './rules/trend-pullback';
import { tsmomRule } from './rules/tsmom';
import type { ExitPlan } from './strategy';

/** One variant as engine/research/registry.json records it: the rule as data (family, parameters, exits). */
export const registryVariantSchema = z.object({
  key: z.string(),
  family: z.string(),
  name: z.string(),
  timeframe: z.enum(['1h', '4h', '1d']),
  params: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  exits: z.object({
    stopAtr: z.number().positive(),
    targetAtr: z.number().positive(),
    holdBars: z.number().int().positive(),
    trailAtr: z.number().positive().nullable().optional(),
  }),
});
export type RegistryVariant = z.infer<typeof registryVariantSchema>;

/** What the live engine reads of the registry: the candidate's key and the recorded variants. */
export const liveRegistrySchema = z.object({
  liveCandidate: z.string().nullable(),
  variants: z.array(registryVariantSchema.passthrough()),
});
export type LiveRegistry = z.infer<typeof liveRegistrySchema>;

const num = (v: RegistryVariant, name: string): number => {
  const x = v.params[name];
  if (typeof x !== 'number') throw new Error(`registro: ${v.key} sem o parâmetro numérico ${name}`);
  return x;
};
const str = (v: RegistryVariant, name: string): string => {
  const x = v.params[name];
  if (typeof x !== 'string') throw new Error(`registro: ${v.key} sem o parâmetro ${name}`);
  return x;
};

/** The per-pair series families the live engine can run from their registry parameters. */
const BUILDERS: Record<
  string,
  (v: RegistryVariant, exits: ExitPlan, exitId: string, btc: boolean) => SeriesRule
> = {
  tsmom: (v, exits, exitId, btc) =>
    tsmomRule({ lookback: num(v, 'lookback'), z: num(v, 'z'), exits, exitId, btc }),
  donchian: (v, exits, exitId, btc) => donchianRule({ bars: num(v, 'bars'), exits, exitId, btc }),
  atr_channel: (v, exits, exitId, btc) => atrChannelRule({ k: num(v, 'k'), exits, exitId, btc }),
  trend_pullback: (v, exits, exitId, btc) =>
    trendPullbackRule({
      trigger: str(v, 'trigger') as PullbackTrigger,
      trendSma: num(v, 'trendSma'),
      exits,
      exitId,
      btc,
    }),
};

/**
 * Builds a registry variant's rule from its recorded family, parameters and exits (strategy as data). The
 * rebuilt rule must carry the same key, timeframe and name the research recorded: a registry the code no
 * longer reads the same way fails here, at start, instead of trading a different rule.
 */
export function ruleFromVariant(v: RegistryVariant): SeriesRule {
  const build = BUILDERS[v.family];
  if (!build)
    throw new Error(`registro: a família ${v.family} (${v.key}) não roda par a par no motor ao vivo`);
  const exits: ExitPlan = {
    stopAtr: v.exits.stopAtr,
    targetAtr: v.exits.targetAtr,
    holdBars: v.exits.holdBars,
    ...(v.exits.trailAtr ? { trailAtr: v.exits.trailAtr } : {}),
  };
  const rule = build(v, exits, str(v, 'exit'), v.params.btcFilter === true);
  if (rule.key !== v.key || rule.timeframe !== v.timeframe || rule.name !== v.name)
    throw new Error(`registro: ${v.key} reconstruído como ${rule.key} (${rule.timeframe}, ${rule.name})`);
  return rule;
}
