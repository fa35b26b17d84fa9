import { formatPercent, type TrackSummaryDto } from '@sinais/shared';

/** Missing figures are shown as missing, never as zero. */
export const MISSING = '—';

export const signedPct = (x: number | null, decimals = 2) =>
  x === null ? MISSING : formatPercent(x, decimals, true);

/** A 0..1 rate as "41,3%". */
export const ratePct = (x: number | null) => (x === null ? MISSING : formatPercent(x * 100, 1));

export const ciText = (ci: [number, number] | null) =>
  ci ? `${formatPercent(ci[0] * 100, 1)} – ${formatPercent(ci[1] * 100, 1)}` : MISSING;

/** Accumulated net P&L: missing until one closed trade has a net figure. */
export const totalNet = (s: TrackSummaryDto) => (s.avg_net_pct === null ? null : s.total_net_pct);
