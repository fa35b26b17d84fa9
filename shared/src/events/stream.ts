import { z } from 'zod';

/**
 * Where an event sits in its stream (Centrifugo's model): `epoch` names one history of the database (a new or
 * restored database starts another), `offset` orders events inside it. Admin log lines carry their system_logs
 * id; analysis progress, a last-value stream, carries the engine's clock (a client keeps the newest).
 */
export const streamPositionSchema = z.object({
  epoch: z.string().min(1).max(64),
  offset: z.number().int().nonnegative(),
});
export type StreamPosition = z.infer<typeof streamPositionSchema>;

/** Live events that carry a stream position and that an admin client recovers after a reconnect (`streams:sync`). */
export const STREAM_EVENT_TYPES = ['log:appended', 'analysis:progressed'] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

export function isStreamEventType(type: string): type is StreamEventType {
  return (STREAM_EVENT_TYPES as readonly string[]).includes(type);
}

/** Largest log gap one `streams:sync` replays; a larger one (or one the store pruned) answers `reset`. */
export const LOG_REPLAY_MAX_EVENTS = 1000;
