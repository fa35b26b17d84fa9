import type { RecordKind } from '@sinais/shared';
import { MemberSignalCard } from '@/components/signal-card/member-signal-card';
import { useMarketStore } from '@/lib/live/market-store';
import type { ViewSignal } from '@/lib/live/signal-parse';
import { useStrategyTracks } from '@/lib/strategy-tracks';
import { useFavoritesStore } from './favorites';

const NEW_HIGHLIGHT_MS = 60_000;

/**
 * The dashboard's signal cards with live prices, favourites, the "new" highlight and the record of each card's
 * strategy — the published record for published signals, the experimental one for experimental signals.
 */
export function SignalGrid({
  signals,
  liveAt,
  now,
  record,
}: {
  signals: readonly ViewSignal[];
  liveAt: Readonly<Record<string, number | null>>;
  now: Date;
  record: RecordKind;
}) {
  const prices = useMarketStore((s) => s.prices);
  const favorites = useFavoritesStore((s) => s.ids);
  const toggleFavorite = useFavoritesStore((s) => s.toggle);
  const tracks = useStrategyTracks(record);
  return (
    <div className="signal-grid">
      {signals.map((s) => (
        <MemberSignalCard
          key={s.id}
          signal={s}
          favorite={favorites.includes(s.id)}
          onToggleFavorite={() => toggleFavorite(s.id)}
          livePrice={prices[s.symbol]}
          isNew={now.getTime() - (liveAt[s.id] ?? 0) < NEW_HIGHLIGHT_MS}
          track={tracks.data ? (tracks.data.get(`${s.strategy}|${s.timeframe}`) ?? null) : undefined}
        />
      ))}
    </div>
  );
}
