import { courseIdSchema, type ApiInput, type CourseId, type OpenPurchaseConflict } from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { withLoginProof } from '@/lib/login-proof';
import { normalizeUser, type SessionUser } from '@/lib/session-rules';

type ProcessCardBody = NonNullable<ApiInput<typeof api.payments.processCard>['body']>;

/** What a card form hands over: the provider's token, the installments and the payer, for a catalogue course. */
export interface CardPaymentPayload extends Omit<ProcessCardBody, 'course_id' | 'payer'> {
  payer: { email: string; identification: { type: string; number: string } };
  course_id: string;
}

/** A catalogue course's id as the payment routes take it (the catalogue types ids as plain strings). */
export function courseIdOf(id: string): CourseId {
  return courseIdSchema.parse(id);
}

/** Pays by card (POST process-card). */
export function processCard(payload: CardPaymentPayload) {
  return callApi(api.payments.processCard, {
    body: { ...payload, course_id: courseIdOf(payload.course_id) },
  });
}
export type CustomerRecord = NonNullable<ApiInput<typeof api.payments.saveCustomer>['body']>;

/** Signs in from the checkout's account step (with the login proof, as the login page does). */
export async function checkoutLogin(
  email: string,
  password: string,
): Promise<{ token: string; user: SessionUser }> {
  const res = await withLoginProof((proof) =>
    callApi(api.auth.login, { body: { email, password, ...(proof ? { proof } : {}) } }),
  );
  return { token: res.token, user: normalizeUser(res.user) ?? normalizeUser({ email })! };
}

/** Saves the buyer's data (spec 001 §3, §4): the purchase goes on whether it is saved or not. */
export function saveCustomer(record: CustomerRecord) {
  return callApi(api.payments.saveCustomer, { body: record });
}

/** The server's Portuguese message of a failed call, or `fallback`. */
export function serverMessageOr(err: unknown, fallback: string): string {
  return err instanceof HttpError && err.serverMessage ? err.serverMessage : fallback;
}

/** The 409 of a second attempt for a course already paid or being paid. */
export function purchaseConflictOf(err: unknown): OpenPurchaseConflict | null {
  if (!(err instanceof HttpError) || err.status !== 409) return null;
  const b = err.body as Partial<OpenPurchaseConflict> | null;
  if (b && (b.error === 'payment_in_process' || b.error === 'already_owned') && typeof b.message === 'string')
    return b as OpenPurchaseConflict;
  return null;
}
