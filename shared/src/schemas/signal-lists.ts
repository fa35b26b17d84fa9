import { z } from 'zod';
import { okDataAt } from './common';
import { signalSchema, viewSignalSchema } from './signal';

/** Every signal list answers `{ success: true, data: {...}, timestamp }`. */
const signalListAnswer = <T extends z.ZodRawShape>(data: T) => okDataAt(z.object(data));

const countSchema = z.number().int().nonnegative();
/** How many rows the list has, and the seq a client catches up from with `signals:sync`. */
const countAndSeq = { count: countSchema, latest_seq: countSchema };

/** `?since=` (ISO): the window's start, bounded to the last 7 days by the server; default the last 24 hours. */
export const signalListQuerySchema = z.object({ since: z.string().optional().catch(undefined) });

/**
 * GET /api/unified/signals/confirmed (alias /api/trading-command/confirmed): the dashboard's snapshot (spec 000
 * §7, spec 002 §7: data.confirmed_signals). `latest_seq` is the seq a client catches up from with `signals:sync`.
 */
export const confirmedSignalsResponseSchema = signalListAnswer({
  confirmed_signals: z.array(viewSignalSchema),
  ...countAndSeq,
  since: z.string().nullable(),
});
export type ConfirmedSignalsResponse = z.infer<typeof confirmedSignalsResponseSchema>;

/** GET /api/unified/signals/pending (alias /api/btc-signals/pending): spec 000/003 read data.pending_signals. */
export const pendingSignalsResponseSchema = signalListAnswer({
  pending_signals: z.array(signalSchema),
  ...countAndSeq,
});
export type PendingSignalsResponse = z.infer<typeof pendingSignalsResponseSchema>;

/** GET /api/unified/signals/rejected (alias /api/trading-command/rejected). */
export const rejectedSignalsResponseSchema = signalListAnswer({
  rejected_signals: z.array(signalSchema),
  ...countAndSeq,
  since: z.string().nullable(),
});
export type RejectedSignalsResponse = z.infer<typeof rejectedSignalsResponseSchema>;

const listPart = z.object({ signals: z.array(signalSchema), count: countSchema });

/** GET /api/unified/signals/all: the three lists from one seq (spec 003 §7 reads data.<status>.signals). */
export const allSignalsResponseSchema = signalListAnswer({
  confirmed: listPart,
  pending: listPart,
  rejected: listPart,
  summary: z.object({
    confirmed: countSchema,
    pending: countSchema,
    rejected: countSchema,
    total: countSchema,
    since: z.string(),
  }),
  latest_seq: countSchema,
});
export type AllSignalsResponse = z.infer<typeof allSignalsResponseSchema>;
