import { useQuery } from '@tanstack/react-query';
import type { RecordKind, StrategyTrack } from '@sinais/shared';
import { api, callApi } from './api';

export const STRATEGY_TRACKS_KEY = ['track-record', 'strategies'] as const;

/**
 * The live record of every strategy × timeframe, in one request for all signal cards (cached for five minutes; a
 * closed signal refreshes it, see the dashboard). Published cards read the published record; experimental cards
 * their own (`record: 'experimental'`, asked only when the viewer sees experimental signals).
 */
export function useStrategyTracks(record: RecordKind = 'published', enabled = true) {
  return useQuery({
    queryKey: [...STRATEGY_TRACKS_KEY, record],
    queryFn: ({ signal }) =>
      callApi(
        api.signals.trackRecordStrategies,
        record === 'experimental' ? { query: { record: 'experimental' } } : {},
        { signal },
      ),
    enabled,
    staleTime: 5 * 60_000,
    select: (r) =>
      new Map<string, StrategyTrack>(r.by_strategy.map((g) => [`${g.strategy}|${g.timeframe}`, g])),
  });
}
