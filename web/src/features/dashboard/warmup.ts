import { z } from 'zod';
import { CONFIRM_WINDOW_MS, formatTime } from '@sinais/shared';

/** The part of GET /api/unified/monitoring/status the first-run notice reads. */
export const warmupStatusSchema = z.object({
  data: z.object({
    engine_online: z.boolean(),
    pending_signals_count: z.number().int().nonnegative(),
    analysis: z
      .object({
        cycle_count: z.number().int().nonnegative(),
        current_index: z.number().int().nonnegative(),
        total_pairs: z.number().int().nonnegative(),
        progress_percent: z.number(),
        is_paused: z.boolean(),
      })
      .nullable()
      .optional(),
  }),
});
export type WarmupStatus = z.infer<typeof warmupStatusSchema>['data'];

const WINDOW_MIN = Math.round(CONFIRM_WINDOW_MS / 60_000);

/**
 * What an empty list means (issue 16): the engine warming up or analysing, and when the first confirmation
 * can come. A pending signal is confirmed when its window ends, so with signals pending the first comes
 * by now + window; with none pending, not before now + window.
 */
export function warmupMessage(status: WarmupStatus | null, now: Date): string {
  if (!status) return 'O motor de análise ainda não informou seu andamento.';
  if (!status.engine_online)
    return 'O motor de análise está offline no momento: os sinais voltam quando ele reconectar.';
  const a = status.analysis;
  if (a?.is_paused) return 'A análise está pausada pela operação: nenhum sinal novo é gerado por enquanto.';
  const warming = !a || a.cycle_count <= 1;
  const progress = a
    ? ` (ciclo ${Math.max(1, a.cycle_count)}, ${a.current_index} de ${a.total_pairs} pares analisados)`
    : '';
  const lead = `${warming ? 'O motor está aquecendo' : 'O motor segue analisando o mercado'}${progress}.`;
  const at = formatTime(new Date(now.getTime() + CONFIRM_WINDOW_MS), false);
  const n = status.pending_signals_count;
  if (n > 0)
    return `${lead} ${n === 1 ? '1 sinal aguarda' : `${n} sinais aguardam`} confirmação: cada sinal pendente é confirmado ou descartado ao fim de ${WINDOW_MIN} minutos, então o primeiro pode chegar até as ${at}.`;
  return `${lead} Quando um par cumprir as regras, o sinal fica pendente por ${WINDOW_MIN} minutos antes da confirmação: o primeiro não chega antes das ${at}.`;
}
