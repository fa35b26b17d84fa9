import { api, callApi } from '@/lib/api';

export type { EngineInstance, Operations, PairDrillDown } from '@sinais/shared';

export const loadOperations = () => callApi(api.operations.operations).then((b) => b.data);
export const loadPair = (symbol: string) =>
  callApi(api.operations.pair, { params: { symbol } }).then((b) => b.data);
