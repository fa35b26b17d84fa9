import type { TopPair } from '@sinais/shared';

/** Case-insensitive on symbol or base asset (spec 003 §5). */
export function filterPairs(pairs: readonly TopPair[], term: string): TopPair[] {
  const t = term.trim().toUpperCase();
  return t
    ? pairs.filter((p) => p.symbol.toUpperCase().includes(t) || p.base_asset.toUpperCase().includes(t))
    : [...pairs];
}
