import type {
  CheckAccessResponse,
  CheckoutState,
  CoursesResponse,
  CustomerSaveRequest,
  PaymentConfigResponse,
  PaymentResult,
  PaymentStatusResponse,
  PixResponse,
} from '@sinais/shared';
import type { MyPurchase, OpenPurchaseConflict, PurchaseActionResponse } from '@sinais/shared';
import { http, HttpError } from '@/lib/http';
import { withLoginProof } from '@/lib/login-proof';
import { normalizeUser, type SessionUser } from '@/lib/session-rules';

export interface CardPaymentPayload {
  token: string;
  payment_method_id: string;
  issuer_id?: string | number;
  transaction_amount: number;
  installments: number;
  description: string;
  payer: { email: string; identification: { type: string; number: string } };
  course_id: string;
}

export const checkoutApi = {
  config: () => http<PaymentConfigResponse>('/api/payments/config', { auth: false }),
  courses: () => http<CoursesResponse>('/api/payments/courses', { auth: false }),
  checkAccess: (courseId: string) =>
    http<CheckAccessResponse>(`/api/payments/check-access/${encodeURIComponent(courseId)}`),
  checkoutState: (courseId: string) =>
    http<CheckoutState>(`/api/payments/checkout-state/${encodeURIComponent(courseId)}`),
  processCard: (payload: CardPaymentPayload) =>
    http<PaymentResult>('/api/payments/process-card', { body: payload }),
  pix: (
    courseId: string,
    payer?: {
      email?: string;
      first_name?: string;
      last_name?: string;
      identification?: { type: string; number: string };
    },
  ) => http<PixResponse>('/api/payments/pix', { body: { course_id: courseId, ...(payer ? { payer } : {}) } }),
  register: (body: { username: string; email: string; password: string }) =>
    http<{ message?: string }>('/api/auth/register', { body, auth: false }),
  login: async (email: string, password: string): Promise<{ token: string; user: SessionUser }> => {
    const res = await withLoginProof((proof) =>
      http<{ token?: string; user?: unknown }>('/api/auth/login', {
        body: { email, password, proof },
        auth: false,
      }),
    );
    if (!res.token) throw new HttpError(500, 'Erro ao entrar.');
    return { token: res.token, user: normalizeUser(res.user) ?? normalizeUser({ email })! };
  },
  cancelPurchase: (purchaseId: string) =>
    http<PurchaseActionResponse>(`/api/payments/purchases/${encodeURIComponent(purchaseId)}/cancel`, {
      body: {},
    }),
  status: (paymentId: string, signal?: AbortSignal) =>
    http<PaymentStatusResponse>(
      `/api/payments/status/${encodeURIComponent(paymentId)}`,
      signal ? { signal } : {},
    ),
  sandboxCardToken: (card: {
    card_number: string;
    cardholder_name: string;
    expiration_month: number;
    expiration_year: number;
    security_code: string;
    identification?: { type: string; number: string };
  }) =>
    http<{ id: string; payment_method_id: string }>('/api/payments/sandbox/card-tokens', {
      body: card,
      auth: false,
    }),
  sandboxPayPix: (paymentId: string) =>
    http<{ status: string }>(`/api/payments/sandbox/payments/${encodeURIComponent(paymentId)}/approve-pix`, {
      body: {},
    }),
  saveCustomer: (payload: CustomerSaveRequest) =>
    http<{ success: boolean; customer_id: string }>('/api/customers/save', { body: payload }),
  createPreference: (course: { id: string; name: string; price: number; description: string }) =>
    http<{ preference_id: string; init_point: string | null }>('/api/payments/create-preference', {
      body: {
        course_id: course.id,
        course_name: course.name,
        course_price: course.price,
        course_description: course.description,
      },
    }),
};

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

export type { MyPurchase };
