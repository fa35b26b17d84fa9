import { z } from 'zod';

/**
 * The stored operator state of the engine (table engine_control): read by whichever engine leads and shown
 * as is by the admin pages. `paused` is the effective state: a timed pause whose `paused_until` has passed
 * reads as not paused. `version` grows on every change (compare-and-set).
 */
export const engineControlSchema = z.object({
  paused: z.boolean(),
  reason: z.string().nullable(),
  actor_email: z.string().nullable(),
  changed_at: z.string(),
  paused_until: z.string().nullable(),
  version: z.number().int().positive(),
});
export type EngineControl = z.infer<typeof engineControlSchema>;

/** Longest timed pause an admin can ask for (7 days); an open-ended pause has no duration. */
export const MAX_PAUSE_MINUTES = 7 * 24 * 60;

export const pauseRequestSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo da pausa.' })
    .trim()
    .min(3, 'Informe o motivo da pausa (pelo menos 3 caracteres).')
    .max(500, 'O motivo deve ter no máximo 500 caracteres.'),
  duration_minutes: z.coerce
    .number()
    .int('Duração inválida.')
    .min(1, 'Duração inválida.')
    .max(MAX_PAUSE_MINUTES, 'A pausa programada pode durar no máximo 7 dias.')
    .optional(),
  /** The version the admin saw; a different stored version means someone else changed it meanwhile. */
  expected_version: z.number().int().positive().optional(),
});
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

export const resumeRequestSchema = z.object({
  reason: z.string().trim().max(500, 'O motivo deve ter no máximo 500 caracteres.').optional(),
  expected_version: z.number().int().positive().optional(),
});
export type ResumeRequest = z.infer<typeof resumeRequestSchema>;

/** The rejection reason of a pending signal whose window ended while the engine was paused. */
export const PAUSED_REJECTION_REASON = 'motor pausado pelo operador: nenhum sinal novo é enviado aos membros';
/** The rejection reason of a pending signal whose window was not watched end to end (outage, failover). */
export const UNWATCHED_REJECTION_REASON = 'janela não monitorada: motor fora do ar';
