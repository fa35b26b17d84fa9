import { z } from 'zod';
import { PROTOCOL_VERSION } from './protocol';
import { streamPositionSchema, type StreamPosition } from './stream';

/**
 * Every bus message and every socket event is this envelope. No hop renames or reshapes it.
 * `id` is unique per event; for signal events it is the signal_events sequence number as a string,
 * which gives clients a total order to catch up by.
 */
export const envelopeSchema = z.object({
  type: z.string().min(1).max(64),
  v: z.literal(PROTOCOL_VERSION),
  id: z.string().min(1).max(64),
  ts: z.number().int().nonnegative(),
  data: z.unknown(),
  /** Only for events addressed to one user's room (payments, access changes). */
  userId: z.string().optional(),
  /** Only for recoverable streams (admin logs, analysis progress): epoch and offset, see `stream.ts`. */
  stream: streamPositionSchema.optional(),
});

export type Envelope<T extends string = string, D = unknown> = {
  type: T;
  v: typeof PROTOCOL_VERSION;
  id: string;
  ts: number;
  data: D;
  userId?: string;
  stream?: StreamPosition;
};
