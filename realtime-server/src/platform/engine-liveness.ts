import { engineStaleAfterMs, heartbeatSchema, type Heartbeat } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';
import { createEngineStateRepo } from './engine-state.repo';

export interface EngineLiveness {
  /** Heartbeat younger than 3 of the engine's own heartbeat periods. */
  online: boolean;
  heartbeat: Heartbeat | null;
  /** When the last heartbeat was stored; null when the engine never reported. */
  at: Date | null;
  ageMs: number | null;
  staleAfterMs: number;
}

/** The one staleness rule every screen, probe and alert uses (3 missed heartbeats = OFFLINE). */
export function livenessOf(
  entry: { value: unknown; updated_at: Date | string } | null | undefined,
  now = Date.now(),
): EngineLiveness {
  const parsed = heartbeatSchema.safeParse(entry?.value);
  const heartbeat = parsed.success ? parsed.data : null;
  const at = entry ? new Date(entry.updated_at) : null;
  const ageMs = at ? Math.max(0, now - at.getTime()) : null;
  const staleAfterMs = engineStaleAfterMs(heartbeat);
  return {
    online: heartbeat !== null && ageMs !== null && ageMs <= staleAfterMs,
    heartbeat,
    at,
    ageMs,
    staleAfterMs,
  };
}

export async function readEngineLiveness(db: Queryable, now = Date.now()): Promise<EngineLiveness> {
  return livenessOf(await createEngineStateRepo(db).raw<unknown>('heartbeat'), now);
}
