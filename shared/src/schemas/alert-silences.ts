import { z } from 'zod';

/** Longest silence an admin can set (7 days): a maintenance window, never a way to switch alerts off. */
export const MAX_SILENCE_MINUTES = 7 * 24 * 60;
/** Shortest silence: anything shorter would end before the next check noticed it. */
export const MIN_SILENCE_MINUTES = 5;

/** A silence (maintenance window): no operator alert pages between its start and its end. */
export const alertSilenceSchema = z.object({
  id: z.number().int().positive(),
  reason: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  created_by_email: z.string().nullable(),
  /** Set when an admin ended it before `ends_at`. */
  ended_at: z.string().nullable(),
  ended_by_email: z.string().nullable(),
  /** em vigor = silencing now; encerrado = ended early by an admin; expirado = reached its end time. */
  state: z.enum(['em_vigor', 'encerrado', 'expirado']),
  /** Alerts recorded as silenced under it (audit_logs alert.silenced). */
  silenced_count: z.number().int().nonnegative(),
});
export type AlertSilence = z.infer<typeof alertSilenceSchema>;

/** An alert that did not page because a silence was in force. */
export const silencedAlertSchema = z.object({
  at: z.string(),
  kind: z.string(),
  title: z.string(),
  silence_id: z.number().int().positive(),
});
export type SilencedAlert = z.infer<typeof silencedAlertSchema>;

export const alertSilencesSchema = z.object({
  silences: z.array(alertSilenceSchema),
  silenced_alerts: z.array(silencedAlertSchema),
});
export type AlertSilences = z.infer<typeof alertSilencesSchema>;

export const createSilenceSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo do silêncio.' })
    .trim()
    .min(3, 'Informe o motivo do silêncio (pelo menos 3 caracteres).')
    .max(300, 'O motivo deve ter no máximo 300 caracteres.'),
  ends_at: z.iso.datetime({ offset: true, error: 'Informe o fim do silêncio (data e hora).' }),
});
export type CreateSilence = z.infer<typeof createSilenceSchema>;

export const silenceIdParamSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'Silêncio inválido.'),
});
