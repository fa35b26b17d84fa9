import type { Queryable } from '@sinais/shared/server';

/** Provider notifications as recorded (one row per event id: replays and duplicates are seen). */
export function createPaymentEventsRepo(db: Queryable) {
  return {
    /** How many recorded notifications came with this signed request id. */
    async eventsOfRequest(provider: string, requestId: string): Promise<number> {
      const rows = await db.query('SELECT 1 FROM payment_events WHERE provider = $1 AND request_id = $2', [
        provider,
        requestId,
      ]);
      return rows.length;
    },

    /** Records a provider notification; false when that event id was already recorded (a replay or a duplicate). */
    async recordEvent(e: {
      provider: string;
      eventId: string;
      requestId: string | null;
      paymentId: string;
      action: string | null;
      providerStatus: string | null;
      outcome: string;
    }): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO payment_events (provider, provider_event_id, request_id, provider_payment_id, action, provider_status, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (provider, provider_event_id) DO NOTHING RETURNING id`,
        [e.provider, e.eventId, e.requestId, e.paymentId, e.action, e.providerStatus, e.outcome],
      );
      return rows.length > 0;
    },
  };
}
export type PaymentEventsRepo = ReturnType<typeof createPaymentEventsRepo>;
