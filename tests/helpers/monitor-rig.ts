import { createLogger, createMemoryBus, type Db } from '@sinais/shared/server';
import { createSignalsStore } from '../../engine/src/data/signals.store';
import type { MonitorOptions } from '../../engine/src/lifecycle/monitor-options';
import { SignalMonitor } from '../../engine/src/lifecycle/signal-monitor';
import { createLiveStreams } from '../../engine/src/publisher/live-streams';
import { Publisher } from '../../engine/src/publisher/publisher';
import { busSink, storeSink } from '../../engine/src/publisher/sinks';
import { SystemLogger } from '../../engine/src/publisher/system-log';
import { createSimSource } from '../../engine/src/sources/sim.source';
import { recordEvents } from './engine-events';

/**
 * The engine's signal lifecycle on a migrated store, wired as the daemon wires it (bus and store sinks, the system
 * log with its stream), on a simulated source the test never starts: the test decides every price and instant.
 */
export function monitorRig(
  db: Db,
  name: string,
  opts: Pick<MonitorOptions, 'windowMs'> & Partial<MonitorOptions>,
) {
  const bus = createMemoryBus();
  const rec = recordEvents(bus);
  const logger = createLogger(name, 'silent');
  const publisher = new Publisher([busSink(bus), storeSink(db)], logger);
  const log = new SystemLogger(publisher, logger, createLiveStreams(db));
  const source = createSimSource({ seed: 1, speed: 1, pairs: 220, tickIntervalMs: 1000, historyBars: 100 });
  const store = createSignalsStore(db);
  const monitor = new SignalMonitor(store, publisher, log, source, {
    timeScale: 1,
    evalMs: 1000,
    feeRate: 0.0004,
    shortGapMs: 30_000,
    checkpointMs: 1000,
    ...opts,
  });
  return { bus, rec, publisher, log, source, store, monitor };
}
