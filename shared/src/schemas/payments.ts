import { z } from 'zod';

/** Course shop, payments and the learning area: every REST payload and the two user-room events. */

export const COURSE_IDS = [
  'despertar_crypto',
  'masterclass',
  'app_mentoria',
  'test_checkout_transparente',
] as const;
export const courseIdSchema = z.enum(COURSE_IDS, { error: 'Curso inválido.' });
export type CourseId = z.infer<typeof courseIdSchema>;

export const MAX_INSTALLMENTS = 12;
export const PAYMENT_PROVIDERS = ['mercadopago', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Mercado Pago test-card outcomes by cardholder name (the sandbox decides the same way). */
export const SANDBOX_CARDHOLDER_OUTCOMES = {
  APRO: { status: 'approved', status_detail: 'accredited' },
  CONT: { status: 'in_process', status_detail: 'pending_contingency' },
  FUND: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_date' },
  CALL: { status: 'rejected', status_detail: 'cc_rejected_call_for_authorize' },
  FORM: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_other' },
  OTHE: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
} as const;

/** Provider statuses (Mercado Pago's spelling). */
export const providerStatusSchema = z.enum([
  'approved',
  'authorized',
  'pending',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
]);
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

/** Our purchase statuses: what the provider status means for the buyer. */
export const purchaseStatusSchema = z.enum(['approved', 'pending', 'rejected', 'refunded']);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

export const accessStatusSchema = z.enum(['active', 'revoked', 'expired', 'inactive']);
export type AccessStatus = z.infer<typeof accessStatusSchema>;

export function purchaseStatusOf(status: string): PurchaseStatus {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    case 'rejected':
    case 'cancelled':
      return 'rejected';
    default:
      return 'pending';
  }
}

// ---------- Catalogue ----------

export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** In reais, as the spec's clients read it (197). */
  price: z.number(),
  price_cents: z.number().int(),
  currency: z.literal('BRL'),
  features: z.array(z.string()),
  /** Published lessons only. */
  lessons: z.array(z.string()),
  /** False while the course has no published lesson: it cannot be bought and shows "em breve". */
  available: z.boolean(),
  /** The workload ("carga horária") the admin set, in minutes; null until set. The certificate states it. */
  workload_minutes: z.number().int().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

export const coursesResponseSchema = z.object({
  success: z.literal(true),
  courses: z.record(z.string(), courseSchema),
});
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

export const userCourseSchema = z.object({
  course_id: z.string(),
  name: z.string(),
  lessons: z.array(z.string()),
  status: accessStatusSchema,
  granted_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** 'purchase' for an owned course, 'admin' when listed because the user is an administrator. */
  via: z.enum(['purchase', 'admin']),
});
export type UserCourse = z.infer<typeof userCourseSchema>;

export const userCoursesResponseSchema = z.object({
  success: z.literal(true),
  is_admin: z.boolean(),
  courses: z.array(userCourseSchema),
});
export type UserCoursesResponse = z.infer<typeof userCoursesResponseSchema>;

export const checkAccessResponseSchema = z.object({
  success: z.literal(true),
  has_access: z.boolean(),
  course_id: z.string(),
  is_admin: z.boolean(),
});
export type CheckAccessResponse = z.infer<typeof checkAccessResponseSchema>;

export const checkLessonAccessResponseSchema = z.object({
  success: z.literal(true),
  has_access: z.boolean(),
  lesson_id: z.string(),
  is_admin: z.boolean(),
  /** The course the lesson belongs to, for the restricted view's checkout. */
  course: courseSchema.nullable(),
  /** The lesson exists but is not published yet: "Em breve", whatever the access. */
  coming_soon: z.boolean(),
});
export type CheckLessonAccessResponse = z.infer<typeof checkLessonAccessResponseSchema>;

// ---------- Lessons ----------

export const lessonSummarySchema = z.object({
  id: z.string(),
  course_id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  duration_s: z.number().nullable(),
  has_video: z.boolean(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const lessonDetailSchema = lessonSummarySchema.extend({
  /**
   * Where the video plays: a signed, short-lived media URL (uploaded file, served with HTTP range requests), a
   * player URL to embed (YouTube/Vimeo), or an external file URL; null when the lesson has no video yet.
   */
  video_url: z.string().nullable(),
  video_type: z.enum(['file', 'embed', 'external']).nullable(),
  /** Drafts are visible to administrators only (preview). */
  published: z.boolean(),
  prev_id: z.string().nullable(),
  next_id: z.string().nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

export const courseLessonsResponseSchema = z.object({
  success: z.literal(true),
  course: courseSchema,
  lessons: z.array(lessonSummarySchema),
  /** Lessons written but not published yet: their titles only, shown as "em breve". */
  upcoming: z.array(z.object({ id: z.string(), title: z.string(), position: z.number().int() })),
});
export type CourseLessonsResponse = z.infer<typeof courseLessonsResponseSchema>;

export const lessonResponseSchema = z.object({ success: z.literal(true), lesson: lessonDetailSchema });

export const lessonProgressSchema = z.object({
  currentTime: z.number().min(0).max(86_400),
  duration: z.number().min(0).max(86_400),
  completed: z.boolean().optional(),
});
export type LessonProgressInput = z.infer<typeof lessonProgressSchema>;

/**
 * The same progress sent by `navigator.sendBeacon` when a lesson tab closes (`pagehide`): a beacon cannot carry
 * the Authorization header, so the session's token travels in the body (as text/plain, which a beacon may send).
 */
export const lessonProgressBeaconSchema = lessonProgressSchema.extend({
  token: z.string().min(1).max(4096),
});

export const lessonProgressEntrySchema = z.object({
  currentTime: z.number(),
  duration: z.number(),
  completed: z.boolean(),
  updated_at: z.string(),
});
export type LessonProgressEntry = z.infer<typeof lessonProgressEntrySchema>;

export const progressResponseSchema = z.object({
  success: z.literal(true),
  progress: z.record(z.string(), lessonProgressEntrySchema),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

// ---------- Payments ----------

export const paymentConfigResponseSchema = z.object({
  success: z.literal(true),
  config: z.object({
    public_key: z.string(),
    mode: z.enum(PAYMENT_PROVIDERS),
    locale: z.literal('pt-BR'),
    max_installments: z.number().int(),
    pix_enabled: z.boolean(),
    /** The demo and test checkout pages: off when NODE_ENV=production. */
    test_pages: z.boolean(),
  }),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

const identificationSchema = z.object({
  type: z.string().trim().max(10).default('CPF'),
  number: z
    .string()
    .max(40, 'CPF inválido.')
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(11, 'CPF inválido.').max(14, 'CPF inválido.')),
});

export const createPreferenceRequestSchema = z.object({
  course_id: courseIdSchema,
  // Accepted for compatibility with the spec's client; never used for the amount.
  course_name: z.string().max(200).optional(),
  course_price: z.unknown().optional(),
  course_description: z.string().max(2000).optional(),
});
export type CreatePreferenceRequest = z.infer<typeof createPreferenceRequestSchema>;

export const createPreferenceResponseSchema = z.object({
  success: z.literal(true),
  preference_id: z.string(),
  init_point: z.string().nullable(),
  external_reference: z.string(),
});

export const processCardRequestSchema = z.object({
  token: z.string({ error: 'Token do cartão ausente.' }).trim().min(8, 'Token do cartão inválido.').max(128),
  payment_method_id: z.string().trim().min(2).max(40).default('visa'),
  issuer_id: z.union([z.string().max(20), z.number()]).optional(),
  /** Ignored: the amount always comes from the catalogue. */
  transaction_amount: z.unknown().optional(),
  installments: z.coerce
    .number({ error: 'Número de parcelas inválido.' })
    .int('Número de parcelas inválido.')
    .min(1, 'Número de parcelas inválido.')
    .max(MAX_INSTALLMENTS, `Máximo de ${MAX_INSTALLMENTS} parcelas.`)
    .default(1),
  description: z.string().max(300).optional(),
  payer: z
    .object({
      email: z
        .string()
        .max(254, 'E-mail inválido.')
        .trim()
        .toLowerCase()
        .email('E-mail inválido.')
        .optional(),
      identification: identificationSchema.optional(),
      first_name: z.string().max(100).optional(),
      last_name: z.string().max(100).optional(),
    })
    .optional(),
  course_id: courseIdSchema,
});
export type ProcessCardRequest = z.infer<typeof processCardRequestSchema>;

export const paymentResultSchema = z.object({
  success: z.boolean(),
  status: z.string(),
  status_detail: z.string().nullable(),
  message: z.string(),
  payment_id: z.string(),
  external_reference: z.string(),
  course_id: z.string(),
  has_access: z.boolean(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const pixRequestSchema = z.object({
  course_id: courseIdSchema,
  payer: z
    .object({
      email: z
        .string()
        .max(254, 'E-mail inválido.')
        .trim()
        .toLowerCase()
        .email('E-mail inválido.')
        .optional(),
      first_name: z.string().max(100).optional(),
      last_name: z.string().max(100).optional(),
      identification: identificationSchema.optional(),
    })
    .optional(),
});
export type PixRequest = z.infer<typeof pixRequestSchema>;

export const pixResponseSchema = z.object({
  success: z.literal(true),
  payment_id: z.string(),
  /** The purchase it pays: its receipt is shown once the Pix is approved. */
  purchase_id: z.string(),
  status: z.string(),
  status_detail: z.string().nullable(),
  external_reference: z.string(),
  course_id: z.string(),
  amount_cents: z.number().int(),
  /** Copy-and-paste payload. */
  qr_code: z.string(),
  /** data:image/png;base64,... */
  qr_code_image: z.string(),
  ticket_url: z.string().nullable(),
  expires_at: z.string(),
  sandbox: z.boolean(),
});
export type PixResponse = z.infer<typeof pixResponseSchema>;

export const paymentStatusResponseSchema = z.object({
  success: z.literal(true),
  payment_id: z.string(),
  purchase_id: z.string(),
  status: purchaseStatusSchema,
  provider_status: z.string(),
  status_detail: z.string().nullable(),
  course_id: z.string(),
  external_reference: z.string(),
  has_access: z.boolean(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const sandboxCardTokenRequestSchema = z.object({
  card_number: z
    .string({ error: 'Informe o número do cartão.' })
    .max(40, 'Número do cartão inválido.')
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(13, 'Número do cartão inválido.').max(19, 'Número do cartão inválido.')),
  cardholder_name: z
    .string({ error: 'Informe o nome impresso no cartão.' })
    .trim()
    .min(2, 'Informe o nome impresso no cartão.')
    .max(100),
  expiration_month: z.coerce
    .number({ error: 'Mês de validade inválido.' })
    .int()
    .min(1, 'Mês de validade inválido.')
    .max(12, 'Mês de validade inválido.'),
  expiration_year: z.coerce
    .number({ error: 'Ano de validade inválido.' })
    .int()
    .min(2000, 'Ano de validade inválido.')
    .max(2100, 'Ano de validade inválido.'),
  security_code: z
    .string({ error: 'Informe o código de segurança.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Código de segurança inválido.'),
  identification: identificationSchema.optional(),
});
export type SandboxCardTokenRequest = z.infer<typeof sandboxCardTokenRequestSchema>;

export const customerSaveRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('E-mail inválido.').max(254),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(20).optional(),
  identification: z
    .object({
      type: z.string().max(10).optional(),
      number: z.string().max(20).optional(),
      /** The buyer kept the CPF of their last purchase (shown masked): the server copies it, never the page. */
      on_file: z.boolean().optional(),
    })
    .optional(),
  address: z
    .object({
      zip_code: z.string().max(10).optional(),
      city: z.string().max(100).optional(),
      state: z.string().max(2).optional(),
    })
    .optional(),
  courseId: z.string().max(60).optional(),
  courseName: z.string().max(200).optional(),
  coursePrice: z.unknown().optional(),
  paymentMethod: z.string().max(40).optional(),
  source: z.string().max(60).optional(),
  status: z.string().max(40).optional(),
  paymentId: z.union([z.string().max(40), z.number()]).optional(),
  timestamp: z.string().max(40).optional(),
});
export type CustomerSaveRequest = z.infer<typeof customerSaveRequestSchema>;

// ---------- Page builder ----------

export const pageElementSchema: z.ZodType<PageElement> = z.lazy(() =>
  z.object({
    id: z.string().optional(),
    elType: z.enum(['section', 'column', 'widget']),
    widgetType: z.string().optional(),
    settings: z.record(z.string(), z.unknown()).default({}),
    elements: z.array(pageElementSchema).default([]),
  }),
) as z.ZodType<PageElement>;
export interface PageElement {
  id?: string;
  elType: 'section' | 'column' | 'widget';
  widgetType?: string;
  settings: Record<string, unknown>;
  elements: PageElement[];
}

export const pageDataSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.array(pageElementSchema),
  page_settings: z.record(z.string(), z.unknown()),
  updated_at: z.string().optional(),
});
export type PageData = z.infer<typeof pageDataSchema>;

export const pageSaveRequestSchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.array(pageElementSchema).max(200),
  page_settings: z.record(z.string(), z.unknown()).default({}),
});

// ---------- Events (room 'user') ----------

export const paymentUpdatedEventSchema = z.object({
  payment_id: z.string(),
  course_id: z.string(),
  status: purchaseStatusSchema,
  provider_status: z.string(),
  status_detail: z.string().nullable(),
  external_reference: z.string(),
});
export type PaymentUpdatedEvent = z.infer<typeof paymentUpdatedEventSchema>;

export const accessChangedEventSchema = z.object({
  course_id: z.string(),
  status: accessStatusSchema,
  has_access: z.boolean(),
  reason: z.enum(['purchase', 'refund', 'chargeback', 'admin']),
});
export type AccessChangedEvent = z.infer<typeof accessChangedEventSchema>;

// ---------- Failure page messages (spec 001 §8) ----------

export function paymentFailureMessage(
  status: string | null | undefined,
  detail: string | null | undefined,
): string {
  if (status === 'rejected') {
    switch (detail) {
      case 'cc_rejected_insufficient_amount':
        return 'Cartão rejeitado por saldo insuficiente.';
      case 'cc_rejected_bad_filled_security_code':
        return 'Código de segurança do cartão inválido.';
      case 'cc_rejected_bad_filled_date':
        return 'Data de vencimento do cartão inválida.';
      case 'cc_rejected_bad_filled_other':
        return 'Dados do cartão preenchidos incorretamente.';
      case 'cc_rejected_high_risk':
        return 'Pagamento rejeitado por segurança.';
      default:
        return 'Pagamento rejeitado pelo banco emissor.';
    }
  }
  if (status === 'cancelled') return 'Pagamento cancelado pelo usuário.';
  return 'Ocorreu um erro durante o processamento do pagamento.';
}

/** Lesson id of the URL ('despertar-crypto-03') to the local lesson number ('3'); default '1'. */
export function lessonNumberFromParam(aulaId: string | undefined): string {
  const m = /(\d+)$/.exec(aulaId ?? '');
  const n = m ? String(Number(m[1])) : '';
  return n && n !== '0' && n !== 'NaN' ? n : '1';
}
