import type { SimulationResponse } from '@sinais/shared';
import { http } from '@/lib/http';

export function fetchSimulation(signal?: AbortSignal): Promise<SimulationResponse> {
  return http<SimulationResponse>('/api/simulation', signal ? { signal } : {});
}
