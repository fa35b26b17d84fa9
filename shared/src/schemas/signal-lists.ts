import { z } from 'zod';
import { signalSchema, viewSignalSchema } from './signal';

/** `?since=` (ISO): the window's start, bounded to the last 7 days by the server; default the last 24 hours. */
export const signalListQuerySchema = z.object({ since: z.string().optional().catch(undefined) });

/**
 * GET /api/unified/signals/confirmed (alias /api/trading-command/confirmed): the dashboard's snapshot (spec 000
 * §7, spec 002 §7: data.confirmed_signals). `latest_seq` is the seq a client catches up from with `signals:sync`.
 */
export const confirmedSignalsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    confirmed_signals: z.array(viewSignalSchema),
    count: z.number().int().nonnegative(),
    latest_seq: z.number().int().nonnegative(),
    since: z.string().nullable(),
  }),
  timestamp: z.string(),
});
export type ConfirmedSignalsResponse = z.infer<typeof confirmedSignalsResponseSchema>;

/** GET /api/unified/signals/pending (alias /api/btc-signals/pending): spec 000/003 read data.pending_signals. */
export const pendingSignalsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    pending_signals: z.array(signalSchema),
    count: z.number().int().nonnegative(),
    latest_seq: z.number().int().nonnegative(),
  }),
  timestamp: z.string(),
});
export type PendingSignalsResponse = z.infer<typeof pendingSignalsResponseSchema>;

/** GET /api/unified/signals/rejected (alias /api/trading-command/rejected). */
export const rejectedSignalsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    rejected_signals: z.array(signalSchema),
    count: z.number().int().nonnegative(),
    latest_seq: z.number().int().nonnegative(),
    since: z.string().nullable(),
  }),
  timestamp: z.string(),
});
export type RejectedSignalsResponse = z.infer<typeof rejectedSignalsResponseSchema>;

const listPart = z.object({ signals: z.array(signalSchema), count: z.number().int().nonnegative() });

/** GET /api/unified/signals/all: the three lists from one seq (spec 003 §7 reads data.<status>.signals). */
export const allSignalsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    confirmed: listPart,
    pending: listPart,
    rejected: listPart,
    summary: z.object({
      confirmed: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
      rejected: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      since: z.string(),
    }),
    latest_seq: z.number().int().nonnegative(),
  }),
  timestamp: z.string(),
});
export type AllSignalsResponse = z.infer<typeof allSignalsResponseSchema>;
