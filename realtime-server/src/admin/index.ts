// The admin area's public face: what the composition root, the HTTP edge and tests may use. Its repositories are
// built once in `repos.ts` (the composition root).
export { createApiCallCounter, type ApiCallCounter } from './domain/api-calls';
export { startOpsWatch, type OpsWatch } from './domain/ops-watch';
export { createRulesCheck, type RulesCheck } from './domain/rules-check';
export { evaluateRules } from './domain/immutable-rules';
export { syncAdminStreams } from './domain/live-stream-sync';
export type { AdminDeps, GatewayRuntime } from './domain/deps';
export type { RuleInputsDeps } from './domain/rule-inputs';
