import type { StreamPosition, SystemLog } from '@sinais/shared';
import { readStreamEpoch, rotateStreamEpoch, type Queryable } from '@sinais/shared/server';
import { createLogsStore } from '../data/logs.store';

const PRUNE_EVERY = 50;

/**
 * Positions of the engine's recoverable streams (docs/architecture.md, "Fluxos ao vivo recuperáveis"). A log line
 * is stored first and its system_logs id is its offset, as a signal change's seq is; analysis progress, a
 * last-value stream, is positioned by the engine's clock in the same epoch. Offsets that go back inside one epoch
 * mean the database was restored: a new epoch starts, and clients follow it with a reset.
 */
export function createLiveStreams(db: Queryable) {
  const logs = createLogsStore(db);
  let epoch: string | null = null;
  let lastOffset = 0;
  let sincePrune = 0;
  return {
    /** Reads the current epoch (progress published before the first log line is positioned too). */
    async init(): Promise<void> {
      epoch = await readStreamEpoch(db).catch(() => epoch);
    },
    /** Stores one log line; its position, or a thrown error when the store failed (then published unsequenced). */
    async appendLog(line: SystemLog): Promise<StreamPosition> {
      const row = await logs.appendLogAt(line);
      let current = row.epoch ?? (await readStreamEpoch(db));
      if (current === epoch && row.id <= lastOffset) current = await rotateStreamEpoch(db, current);
      epoch = current;
      lastOffset = row.id;
      if (++sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        await logs.pruneLogs().catch(() => undefined);
      }
      return { epoch: current, offset: row.id };
    },
    /** Where a progress event published now sits; null until the epoch is known. */
    progressPosition(now = Date.now()): StreamPosition | null {
      return epoch ? { epoch, offset: now } : null;
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
