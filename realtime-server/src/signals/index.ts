// The signals area's public face: what other areas, the HTTP edge and the socket layer may use. Its repositories
// are built once in `repos.ts` (the composition root); only their types are named here.
export type { SignalsRepo } from './data/signals.repo';
export type { SignalEventsRepo } from './data/signal-events.repo';
export type { SignalTallyRepo, SignalTally } from './data/signal-tally.repo';
export type { ExperimentalOptInsRepo } from './data/experimental-opt-ins.repo';
export { memberStats } from './domain/statistics';
export { publishedFigures, recentRecord } from './domain/public-figures';
export { figuresSince, strategyFigures } from './domain/tallies';
