import type { SimulationResponse } from '@sinais/shared';
import { onLiveEvent } from '@/lib/live/dispatcher';
import { startRealtime } from '@/lib/socket';

/** Live 'simulation:updated' pushes (admins room) through the app's one socket; returns the unsubscribe. */
export function subscribeSimulation(onUpdate: (data: SimulationResponse) => void): () => void {
  startRealtime(); // idempotent: the app's socket for this session
  return onLiveEvent(['simulation:updated'], (env) => onUpdate(env.data));
}
