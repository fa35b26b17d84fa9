import { formatNumber, LOCALE, TIME_ZONE } from '@sinais/shared';

/** lightweight-charts' tick mark kinds (TickMarkType): year, month, day of month, time, time with seconds. */
export const TICK = { year: 0, month: 1, day: 2, time: 3, timeWithSeconds: 4 } as const;

const parts = (seconds: number, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...opts }).format(new Date(seconds * 1000));

/** The time axis in Brasília time, pt-BR: "2026", "nov", "25/11", "14:00", "14:00:05". */
export function tickMark(seconds: number, kind: number): string {
  if (kind === TICK.year) return parts(seconds, { year: 'numeric' });
  if (kind === TICK.month) return parts(seconds, { month: 'short' }).replace('.', '');
  if (kind === TICK.day) return parts(seconds, { day: '2-digit', month: '2-digit' });
  if (kind === TICK.timeWithSeconds)
    return parts(seconds, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return parts(seconds, { hour: '2-digit', minute: '2-digit' });
}

/** The crosshair's time: "25/11/2026 14:00". */
export function crosshairTime(seconds: number): string {
  return parts(seconds, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * A price on the axis with a decimal comma and the chart's precision: "1,93273". The library writes tick marks
 * and the labels of the price lines with this one function: a tick that would sit under a label (within
 * `gap` of a labelled price, and not that price itself) is left blank instead of peeking out from behind it.
 */
export const axisPrice =
  (precision: number, labelled: () => { prices: readonly number[]; gap: number } | null = () => null) =>
  (price: number) => {
    const l = labelled();
    if (l && l.prices.some((p) => p !== price && Math.abs(price - p) < l.gap)) return '';
    return formatNumber(price, precision);
  };

export interface AxisLabel {
  key: string;
  /** Pixel position on the price axis; null when off the visible range. */
  y: number | null;
}

/**
 * Which price-axis labels to show so none overlaps another: labels are taken in priority order and one that
 * would sit within `height` pixels of a label already kept is hidden (the legend still lists its value).
 */
export function labelsWithoutOverlap(byPriority: readonly AxisLabel[], height: number): Set<string> {
  const kept: number[] = [];
  const show = new Set<string>();
  for (const l of byPriority) {
    if (l.y === null) continue;
    if (kept.some((y) => Math.abs(y - l.y!) < height)) continue;
    kept.push(l.y);
    show.add(l.key);
  }
  return show;
}
