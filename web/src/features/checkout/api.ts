import type {
  CheckAccessResponse,
  CoursesResponse,
  CustomerSaveRequest,
  PaymentConfigResponse,
  PaymentResult,
  PaymentStatusResponse,
  PixResponse,
} from '@sinais/shared';
import { http } from '@/lib/http';

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
