import {
  analysisStatusSchema,
  LOG_REPLAY_MAX_EVENTS,
  makeEnvelope,
  systemLogSchema,
  type CommandResponse,
  type StreamPosition,
  type TypedEnvelope,
} from '@sinais/shared';
import { readLogStreamBounds, rotateStreamEpoch, type Queryable } from '@sinais/shared/server';
import { createOperatorStateRepo } from '../data/operator-state.repo';

type SyncAnswer = CommandResponse<'streams:sync'>;

/**
 * An admin's catch-up on the recoverable streams after a (re)connect (docs/architecture.md, "Fluxos ao vivo
 * recuperáveis"): the log lines after its position, replayed from system_logs (the last 1000 kept), or a reset
 * when they cannot be (another epoch, a gap pruned or larger than LOG_REPLAY_MAX_EVENTS); and the latest analysis
 * progress. A position beyond the store's newest line means the database went back (a restore): a new epoch
 * starts here and the client follows it.
 */
export async function syncAdminStreams(db: Queryable, logs: StreamPosition | null): Promise<SyncAnswer> {
  const repo = createOperatorStateRepo(db);
  const bounds = await readLogStreamBounds(db);
  let epoch = bounds.epoch;
  if (logs && logs.epoch === epoch && logs.offset > bounds.latest) epoch = await rotateStreamEpoch(db, epoch);
  const progress = await latestProgress(repo, epoch);
  const answer = (events: TypedEnvelope[], reset: boolean): SyncAnswer => ({
    epoch,
    logs: { events, latest: bounds.latest, reset },
    progress,
  });
  // No position yet: the client's REST snapshot is its start.
  if (!logs) return answer([], false);
  if (logs.epoch !== epoch) return answer([], true);
  const gap = bounds.latest - logs.offset;
  if (gap === 0) return answer([], false);
  if (gap > LOG_REPLAY_MAX_EVENTS || bounds.oldest > logs.offset + 1) return answer([], true);
  // Newest first from the store; replayed oldest first, each with its own position.
  const rows = await repo.logs({ afterId: logs.offset, limit: LOG_REPLAY_MAX_EVENTS });
  const events = rows.reverse().flatMap((r) => {
    const line = systemLogSchema.safeParse(r);
    if (!line.success || r.id > bounds.latest) return [];
    const ts = Date.parse(line.data.timestamp);
    return [makeEnvelope('log:appended', line.data, { stream: { epoch, offset: r.id }, ts })];
  });
  return answer(events, false);
}

/** The engine's last stored progress, positioned at the time it was stored (a last-value stream). */
async function latestProgress(
  repo: ReturnType<typeof createOperatorStateRepo>,
  epoch: string,
): Promise<TypedEnvelope<'analysis:progressed'> | null> {
  const stored = await repo.read('analysis_status', analysisStatusSchema);
  if (!stored) return null;
  const ts = stored.updatedAt.getTime();
  return makeEnvelope('analysis:progressed', stored.value, { stream: { epoch, offset: ts }, ts });
}

/**
 * Where the log list the REST route is about to read starts following live lines: read before the rows, so the
 * list reaches at least this offset (a line in both is de-duplicated by the client).
 */
export async function logStreamPosition(db: Queryable): Promise<StreamPosition> {
  const { epoch, latest } = await readLogStreamBounds(db);
  return { epoch, offset: latest };
}
