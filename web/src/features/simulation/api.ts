import type { SimulationResponse } from '@sinais/shared';
import { api, callApi } from '@/lib/api';

export function fetchSimulation(signal?: AbortSignal): Promise<SimulationResponse> {
  return callApi(api.sales.simulation, undefined, signal ? { signal } : {});
}
