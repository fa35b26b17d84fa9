import { z } from 'zod';
import { okAnswer } from './common';
import { accessStatusSchema, purchaseStatusSchema } from './payments';

/** Admin CRM: real users, purchases and course accesses (spec 002 §2, §3, §4). */

export const CRM_MESSAGES = {
  loginRequired: 'Faça login para acessar o CRM',
  denied: 'Acesso negado: Apenas administradores podem acessar o CRM',
  expired: 'Sessão expirada. Faça login novamente',
  checkError: 'Erro ao verificar permissões. Tente novamente',
  purchaseNotFound: 'Compra não encontrada.',
  accessNotFound: 'Acesso não encontrado.',
  notPending: 'Esta compra não está mais pendente.',
  notActive: 'Este acesso não está ativo.',
  notRevoked: 'Só acessos revogados ou inativos podem ser reativados.',
  approved: 'Compra aprovada e acesso liberado.',
  duplicateApprove:
    'Compra duplicada: este aluno já tem outra compra deste curso. Confirme para aprovar mesmo assim (uma segunda cobrança) ou rejeite/estorne esta.',
  refunded: 'Estorno feito no provedor de pagamento.',
  rejected: 'Compra rejeitada.',
  revoked: 'Acesso revogado.',
  reactivated: 'Acesso reativado.',
} as const;

export const crmListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(100_000)
    .default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).default(''),
  status: z.string().trim().max(20).optional(),
});
export type CrmListQuery = z.infer<typeof crmListQuerySchema>;

export const crmUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  status: z.string(),
  is_admin: z.boolean(),
});
export type CrmUser = z.infer<typeof crmUserSchema>;

/** Who and which course: the leading columns of every CRM purchase and access row. */
const memberCourseRow = {
  id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  user_name: z.string(),
  course_id: z.string(),
  course_name: z.string(),
};

export const crmPurchaseSchema = z.object({
  ...memberCourseRow,
  payment_id: z.string().nullable(),
  /** "RC-4821-7730": the number on the buyer's receipt, the one they quote to support. */
  receipt_number: z.string(),
  status: purchaseStatusSchema,
  /** In reais (BRL), as the CRM shows it. */
  amount: z.number(),
  amount_cents: z.number().int(),
  currency: z.string(),
  method: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The purchase this one duplicates (same buyer and course, both pending or approved): flagged in the CRM. */
  duplicate_of: z.string().nullable(),
});
export type CrmPurchase = z.infer<typeof crmPurchaseSchema>;

export const crmAccessSchema = z.object({
  ...memberCourseRow,
  purchase_id: z.string().nullable(),
  granted_at: z.string(),
  expires_at: z.string().nullable(),
  status: accessStatusSchema,
  /** Approved purchases of this course by this member: revoking with more than one warns the admin. */
  approved_purchases: z.number().int(),
});
export type CrmAccess = z.infer<typeof crmAccessSchema>;

export function crmPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  });
}
/** One page of CRM rows of type T (the answer crmPageSchema checks). */
export type CrmPage<T> = z.infer<ReturnType<typeof crmPageSchema<z.ZodType<T>>>>;

export const crmSummarySchema = okAnswer({
  total_users: z.number().int(),
  total_purchases: z.number().int(),
  /** Approved purchases minus nothing else, in reais. */
  total_revenue: z.number(),
  active_accesses: z.number().int(),
  pending_purchases: z.number().int(),
  /** Purchases flagged as duplicates (a second charge for a course the member already had or was paying). */
  duplicate_purchases: z.number().int(),
});
export type CrmSummary = z.infer<typeof crmSummarySchema>;

export const crmActionResponseSchema = okAnswer({
  message: z.string(),
  purchase: crmPurchaseSchema.optional(),
  access: crmAccessSchema.optional(),
});
export type CrmActionResponse = z.infer<typeof crmActionResponseSchema>;

export const crmApproveRequestSchema = z.object({
  /** Required to approve a purchase flagged as a duplicate. */
  confirm_duplicate: z.boolean().optional(),
});
