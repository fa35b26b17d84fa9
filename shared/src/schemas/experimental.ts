import { z } from 'zod';

/** PUT /api/signals/experimental/opt-in: whether the member sees experimental signals (off by default). */
export const experimentalOptInRequestSchema = z.object({
  enabled: z.boolean({ error: 'Informe se deseja ver os sinais experimentais (enabled: true ou false).' }),
});

/** GET/PUT /api/signals/experimental/opt-in answer; `updated_at` is null while the member never chose. */
export const experimentalOptInSchema = z.object({
  enabled: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ExperimentalOptIn = z.infer<typeof experimentalOptInSchema>;

/** Which record a track-record request reads: the published one, or the separate record of experimental signals. */
export const recordKindSchema = z.enum(['published', 'experimental'], {
  error: 'Histórico inválido: use published ou experimental.',
});
export type RecordKind = z.infer<typeof recordKindSchema>;
