import type { SimulationResponse } from '@sinais/shared';

/**
 * Live 'simulation:updated' pushes. Until the app's socket module exposes a subscription for other events,
 * this is a no-op and the page relies on its 10-second refresh (the spec's auto-refresh).
 */
export function subscribeSimulation(_onUpdate: (data: SimulationResponse) => void): () => void {
  return () => undefined;
}
