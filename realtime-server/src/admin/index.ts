// The admin area's public face: what the composition root, the HTTP edge and tests may use.
import type { Db } from '@sinais/shared/server';
import { createImmutableRulesRepo } from './data/immutable-rules.repo';
import { createSignalFiguresRepo } from './data/signal-figures.repo';
import type { RuleInputsDeps } from './domain/rule-inputs';

export { createApiCallCounter, type ApiCallCounter } from './domain/api-calls';
export { startOpsWatch, type OpsWatch } from './domain/ops-watch';
export { createRulesCheck, type RulesCheck } from './domain/rules-check';
export { evaluateRules } from './domain/immutable-rules';
export { syncAdminStreams } from './domain/live-stream-sync';
export type { AdminDeps, GatewayRuntime } from './domain/deps';

/** What evaluateRules reads, for a caller that has only the database (scripts, tests). */
export function ruleInputsDeps(db: Db): RuleInputsDeps {
  return { db, rules: createImmutableRulesRepo(db), figures: createSignalFiguresRepo(db) };
}
