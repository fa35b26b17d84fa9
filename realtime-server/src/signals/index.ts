// The signals area's public face: what other areas, the HTTP edge and the socket layer may use.
export { createSignalsRepo, type SignalsRepo } from './data/signals.repo';
export { createSignalEventsRepo, type SignalEventsRepo } from './data/signal-events.repo';
export { createSignalTallyRepo, type SignalTallyRepo, type SignalTally } from './data/signal-tally.repo';
export { createExperimentalOptInsRepo, type ExperimentalOptInsRepo } from './data/experimental-opt-ins.repo';
export { memberStats } from './domain/statistics';
