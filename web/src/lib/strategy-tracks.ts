import { useQuery } from '@tanstack/react-query';
import { strategyTracksResponseSchema, type StrategyTrack } from '@sinais/shared';
import { getParsed } from './query-client';

export const STRATEGY_TRACKS_KEY = ['track-record', 'strategies'] as const;

/**
 * The live record of every published strategy × timeframe, in one request for all signal cards (cached for
 * five minutes; a closed signal refreshes it, see the dashboard).
 */
export function useStrategyTracks() {
  return useQuery({
    queryKey: STRATEGY_TRACKS_KEY,
    queryFn: () => getParsed('/api/signals/track-record/strategies', strategyTracksResponseSchema),
    staleTime: 5 * 60_000,
    select: (r) =>
      new Map<string, StrategyTrack>(r.by_strategy.map((g) => [`${g.strategy}|${g.timeframe}`, g])),
  });
}
