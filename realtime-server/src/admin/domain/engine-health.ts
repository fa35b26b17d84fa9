import { formatElapsed, type EngineHealth } from '@sinais/shared';
import { readEngineControl } from '@sinais/shared/server';
import type { AdminDeps } from './deps';
import { readEngineLiveness } from '../../platform/engine-liveness';

/**
 * The engine as every admin screen must show it, by the probes' rule (3 missed heartbeats = OFFLINE): online,
 * paused, offline (engine silent) or never reported; and a bus that is down named as such — never the cause of
 * a dead engine. A database that does not answer makes this call fail (503): the screens say so.
 */
export async function engineHealth(
  { db, bus: eventBus }: Pick<AdminDeps, 'db' | 'bus'>,
  now = Date.now(),
): Promise<EngineHealth> {
  const [live, control] = await Promise.all([
    readEngineLiveness(db, now),
    readEngineControl(db).catch(() => null),
  ]);
  const bus = eventBus.isHealthy();
  const age = live.ageMs === null ? null : formatElapsed(live.ageMs);
  const limit = formatElapsed(live.staleAfterMs);
  const base = {
    heartbeat_at: live.at?.toISOString() ?? null,
    heartbeat_age_ms: live.ageMs,
    stale_after_ms: live.staleAfterMs,
    instance_id: live.heartbeat?.instance_id ?? null,
    bus,
    server_time: new Date(now).toISOString(),
  };
  if (!live.heartbeat)
    return { ...base, state: 'never', cause: 'engine_silent', message: 'Motor de análise nunca reportou' };
  if (!live.online)
    return {
      ...base,
      state: 'offline',
      cause: 'engine_silent',
      message: `Motor de análise fora do ar: sem heartbeat há ${age} (limite ${limit})`,
    };
  const busNote = bus ? '' : ' · barramento (Redis) indisponível: tempo real parado, o motor segue gravando';
  if (control?.paused)
    return {
      ...base,
      state: 'paused',
      cause: bus ? null : 'bus_down',
      message: `Motor de análise pausado pelo operador${busNote}`,
    };
  return {
    ...base,
    state: 'online',
    cause: bus ? null : 'bus_down',
    message: `Motor de análise no ar${busNote}`,
  };
}
