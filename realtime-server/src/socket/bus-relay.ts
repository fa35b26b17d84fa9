import { isSignalEventType, ROOMS, roomOf, signalEventKindSchema, type TypedEnvelope } from '@sinais/shared';
import { gatewayMetrics, type Logger } from '@sinais/shared/server';
import type { SocketDeps } from './deps';
import type { IoServer } from './io';
import { broadcastPreFramed } from './pre-framed-broadcast';

const ALL_SIGNAL_KINDS = signalEventKindSchema.options;
const TAIL_INTERVAL_MS = 2000;
const GAP_FILL_LIMIT = 1000;
const metrics = gatewayMetrics();

/**
 * Emits an envelope, unchanged, to this gateway's own sockets in the room that owns it (an experimental
 * signal's changes go to the experimental or admins room, see `roomOf`).
 */
function emitLocal(io: IoServer, env: TypedEnvelope): void {
  const room = roomOf(env);
  if (room === null) return;
  const target = room === 'user' ? (env.userId ? ROOMS.user(env.userId) : null) : room;
  if (!target) return;
  broadcastPreFramed(io, target, env.type, env);
  // Publish (envelope ts, engine clock) → emit here; a replayed old event would only skew it, so skip those.
  const lagS = (Date.now() - env.ts) / 1000;
  if (lagS >= 0 && lagS < 60) metrics.busLag.observe({ type: env.type }, lagS);
  // Admins are members too; member events reach them through the members room they also join.
}

export interface RelayHooks {
  /** Called once per signal event this gateway relays, in seq order (live, gap-filled or tailed). */
  onSignalEvent?: (env: TypedEnvelope) => void;
}

/**
 * Relays bus events to sockets. Every gateway gets every bus message and emits only to its local sockets
 * (no adapter broadcast, so no duplicates across gateways).
 *
 * Signal events are emitted strictly in seq order, each once: a seq that jumps ahead is preceded by the
 * missing ones read from the store, and a periodic tail of the store delivers what the bus lost (Redis
 * pub/sub is at-most-once; PostgreSQL is the source of truth).
 */
export async function startBusRelay(io: IoServer, ctx: SocketDeps, logger: Logger, hooks: RelayHooks = {}) {
  const repo = ctx.repos.signalEvents;
  let lastSeq = await repo.latestSeq();
  let chain: Promise<void> = Promise.resolve();
  const relaySignal = (env: TypedEnvelope) => {
    emitLocal(io, env);
    hooks.onSignalEvent?.(env);
  };

  const deliverUpTo = async (target?: number) => {
    const missing = await repo.listAfter(lastSeq, ALL_SIGNAL_KINDS, GAP_FILL_LIMIT, {
      ...(target !== undefined ? { upToSeq: target } : {}),
      experimentalKinds: ALL_SIGNAL_KINDS,
    });
    for (const env of missing) {
      const seq = Number(env.id);
      if (seq <= lastSeq) continue;
      lastSeq = seq;
      relaySignal(env);
    }
  };
  const serial = (fn: () => Promise<void>) => {
    chain = chain.then(fn).catch((err: unknown) => logger.warn({ err }, 'falha ao repassar sinais do banco'));
    return chain;
  };

  const unsubscribe = ctx.bus.subscribe((env) => {
    if (!isSignalEventType(env.type)) {
      emitLocal(io, env);
      return;
    }
    const seq = Number(env.id);
    void serial(async () => {
      if (seq <= lastSeq) return;
      if (seq === lastSeq + 1) {
        lastSeq = seq;
        relaySignal(env);
        return;
      }
      await deliverUpTo(seq);
    });
  });

  const tail = setInterval(() => void serial(() => deliverUpTo()), TAIL_INTERVAL_MS);
  tail.unref();

  return {
    lastSeq: () => lastSeq,
    /** After the bus comes back: read what was missed and tell clients to verify their own position. */
    async onBusRecovered() {
      await serial(() => deliverUpTo());
      io.local.emit('signals:resync', { latest_seq: lastSeq });
    },
    stop() {
      clearInterval(tail);
      unsubscribe();
    },
  };
}
