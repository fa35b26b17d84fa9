import { z } from 'zod';

/**
 * The one truth about the engine every admin screen shows (`GET /api/admin/engine-health`), from the same
 * freshness rule as the probes: OFFLINE after 3 missed heartbeats. `cause` names what is wrong.
 */
export const engineHealthSchema = z.object({
  state: z.enum(['online', 'paused', 'offline', 'never']),
  cause: z.enum(['engine_silent', 'bus_down', 'database_down']).nullable(),
  /** One pt-BR sentence an operator can act on. */
  message: z.string(),
  heartbeat_at: z.string().nullable(),
  heartbeat_age_ms: z.number().nullable(),
  stale_after_ms: z.number(),
  instance_id: z.string().nullable(),
  bus: z.boolean(),
  /** The server's clock when answering: the browser keeps applying the rule between polls with it. */
  server_time: z.string(),
});
export type EngineHealth = z.infer<typeof engineHealthSchema>;

/** The monitoring thread's state in Portuguese, telling the truth when the engine itself is gone. */
export function monitoringStateText(
  m: { is_active: boolean; thread_status: string } | null,
  engineOnline: boolean,
): string {
  if (!engineOnline) return 'Parado: motor de análise fora do ar';
  if (!m) return 'Sem status';
  if (m.thread_status === 'paused' || !m.is_active) return 'Pausado pelo operador';
  return m.thread_status === 'running' ? 'Em execução' : m.thread_status;
}
