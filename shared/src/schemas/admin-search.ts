import { z } from 'zod';
import { okAnswer } from './common';
import { crmUserSchema } from './crm';
import { signalPriceLevels } from './signal';

/** Admin search (spec 002 §7, spec 003 §2-3). */
export const SEARCH_TYPES = ['all', 'users', 'signals', 'payments', 'logs'] as const;
export const searchTypeSchema = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof searchTypeSchema>;

export const SEARCH_MAX_QUERY = 100;
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Informe o termo de busca.' })
    .trim()
    .min(1, 'Informe o termo de busca.')
    .max(SEARCH_MAX_QUERY, `O termo de busca deve ter no máximo ${SEARCH_MAX_QUERY} caracteres.`),
  type: searchTypeSchema.default('all'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Paging inside one section (type=users|signals|payments|logs): the `next` a previous answer gave. */
  cursor: z
    .string({ error: 'Continuação de busca inválida.' })
    .regex(/^[\w-]{1,300}$/, 'Continuação de busca inválida.')
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A user found by the search: the CRM's user row, with phone and plan instead of the last login. */
export const searchUserRowSchema = crmUserSchema.omit({ last_login: true }).extend({
  phone: z.string().nullable(),
  plan: z.string(),
});
export const searchSignalRowSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  direction: z.string(),
  status: z.string(),
  outcome: z.string().nullable(),
  ...signalPriceLevels,
  /** Net P&L (%) of a closed trade booked with costs; null otherwise. */
  net_pnl_pct: z.number().nullable(),
  signal_class: z.string(),
  strategy: z.string(),
  timeframe: z.string(),
  experimental: z.boolean(),
  created_at: z.string(),
});
export const searchPaymentRowSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  method: z.string(),
  status: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  product: z.string(),
  created_at: z.string(),
});
export const searchLogRowSchema = z.object({
  id: z.string(),
  action: z.string(),
  timestamp: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  ip_address: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type SearchUserRow = z.infer<typeof searchUserRowSchema>;
export type SearchSignalRow = z.infer<typeof searchSignalRowSchema>;
export type SearchPaymentRow = z.infer<typeof searchPaymentRowSchema>;
export type SearchLogRow = z.infer<typeof searchLogRowSchema>;

/**
 * Totals are exact up to SEARCH_COUNT_CAP; `capped` means "at least `total`" (the cap, or what the rows searched
 * so far hold). `next`: where the section's next page starts (null: no more). `partial`: the search stopped at its
 * row budget before the page filled: the rows are every match newer than `searched_to` (a timestamp), older rows
 * are not searched yet and `next` searches them ("Mais resultados"). Never partial without a `next`.
 */
export const SEARCH_COUNT_CAP = 1000;
const sectionCount = z.object({
  total: z.number().int().nonnegative(),
  capped: z.boolean(),
  next: z.string().nullable().optional(),
  partial: z.boolean().optional(),
  searched_to: z.string().nullable().optional(),
});

export const searchResponseSchema = okAnswer({
  query: z.string(),
  search_type: searchTypeSchema,
  timestamp: z.string(),
  total_results: z.number().int().nonnegative(),
  /** At most this many rows per section. */
  limit: z.number().int().positive().optional(),
  took_ms: z.number().nonnegative(),
  error: z.null(),
  results: z.object({
    users: z.array(searchUserRowSchema),
    signals: z.array(searchSignalRowSchema),
    payments: z.array(searchPaymentRowSchema),
    logs: z.array(searchLogRowSchema),
  }),
  counts: z.object({
    users: sectionCount,
    signals: sectionCount,
    payments: sectionCount,
    logs: sectionCount,
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const suggestionSchema = z.object({
  text: z.string(),
  type: searchTypeSchema,
  label: z.string(),
});
export const suggestionsResponseSchema = okAnswer({
  suggestions: z.array(suggestionSchema),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
