import { formatNumber } from '@/lib/format';

/** A figure with `d` decimals, or "—" when the analysis does not have it. */
export const formatFigure = (v: number | null | undefined, d = 2) =>
  v === null || v === undefined ? '—' : formatNumber(v, d);
