import { CONFIRM_WINDOW_MS, formatTime, type UnifiedMonitoringResponse } from '@sinais/shared';

/** The part of GET /api/unified/monitoring/status the first-run notice reads. */
export type WarmupStatus = Pick<UnifiedMonitoringResponse['data'], 'engine_online' | 'analysis'> &
  Partial<Pick<UnifiedMonitoringResponse['data'], 'time_scale' | 'member_pending'>>;

/** The engine decides a window on its next evaluation, and the change still has to reach the screen. */
const DECISION_SLACK_MS = 30_000;

/** When a pending signal's window ends → the time promised to members: whole minutes, never early. */
export function promiseFor(nextDecisionAt: string | null | undefined): Date | null {
  const t = nextDecisionAt ? Date.parse(nextDecisionAt) : NaN;
  if (Number.isNaN(t)) return null;
  return new Date(Math.ceil((t + DECISION_SLACK_MS) / 60_000) * 60_000);
}

/** The promise kept so far and a newly offered one: it may come earlier, never later. */
export function keepPromise(kept: Date | null, offered: Date | null): Date | null {
  if (!kept) return offered;
  return offered && offered < kept ? offered : kept;
}

const hhmm = (d: Date) => formatTime(d, false);
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "1 minuto (1 hora de mercado simulado)" on the fast simulator; "60 minutos" at real pace. */
export function windowText(timeScale: number): string {
  const minutes = Math.max(1, Math.round(CONFIRM_WINDOW_MS / timeScale / 60_000));
  const wall = `${minutes} ${plural(minutes, 'minuto', 'minutos')}`;
  return timeScale > 1 ? `${wall} (1 hora de mercado simulado)` : wall;
}

function lead(status: WarmupStatus): string {
  const a = status.analysis;
  const warming = !a || a.cycle_count <= 1;
  const progress = a
    ? ` (ciclo ${Math.max(1, a.cycle_count)}, ${a.current_index} de ${a.total_pairs} pares analisados)`
    : '';
  const scale = status.time_scale ?? 1;
  const speed = scale > 1 ? ` Mercado simulado, ${scale}× mais rápido.` : '';
  return `${warming ? 'O motor está aquecendo' : 'O motor segue analisando o mercado'}${progress}.${speed}`;
}

/**
 * What an empty list means: the engine warming up or analysing, and when the first confirmation can come.
 * The time given is the end of a real pending window (`promise`, kept by the caller): it is never moved
 * later; when it passes without a confirmed signal the notice says so and why.
 */
export function warmupMessage(status: WarmupStatus | null, now: Date, promise: Date | null): string {
  if (!status) return 'O motor de análise ainda não informou seu andamento.';
  if (!status.engine_online)
    return 'O motor de análise está offline no momento: os sinais voltam quando ele reconectar.';
  if (status.analysis?.is_paused)
    return 'A análise está pausada pela operação: nenhum sinal novo é gerado por enquanto.';
  const head = lead(status);
  const n = status.member_pending?.count ?? 0;
  const next = promiseFor(status.member_pending?.next_decision_at);
  const waiting = `${n} ${plural(n, 'sinal aguarda', 'sinais aguardam')} confirmação`;
  if (!promise)
    return `${head} Quando um par cumprir as regras, o sinal fica pendente por ${windowText(status.time_scale ?? 1)} antes da confirmação.`;
  const stillPromised = n > 0 && next !== null && next <= promise;
  if (now < promise && stillPromised)
    return `${head} ${waiting}: a primeira decisão sai até as ${hhmm(promise)}; confirmado, o sinal aparece aqui na hora.`;
  if (stillPromised)
    return `${head} O prazo das ${hhmm(promise)} passou e o sinal ainda aguarda decisão: o motor está atrasado.`;
  const outcome =
    now < promise
      ? `A decisão prometida para até as ${hhmm(promise)} já saiu`
      : `O prazo das ${hhmm(promise)} passou sem sinal confirmado`;
  const after =
    n > 0 && next
      ? ` ${waiting}, com decisão até as ${hhmm(next)}.`
      : ' O motor segue procurando o próximo sinal.';
  return `${head} ${outcome}: o sinal pendente foi descartado pelas regras de confirmação.${after}`;
}
