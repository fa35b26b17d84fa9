import { decimalsOf, formatUSD } from '@sinais/shared';

/** At most this many significant digits: raw engine floats (0.07122451203...) stay readable. */
const MAX_SIGNIFICANT = 6;

/** Decimals to write prices like `reference`: its own decimals (spec 000 §5), capped at 6 significant digits. */
export function displayDecimals(reference: number): number {
  if (!Number.isFinite(reference) || reference <= 0) return 2;
  const cap = Math.min(10, Math.max(0, MAX_SIGNIFICANT - 1 - Math.floor(Math.log10(reference))));
  return Math.min(decimalsOf(reference), cap);
}

/** A price in USD (pt-BR) with the decimals of a reference price: the target is written like the entry. */
export function priceLike(value: number, reference: number): string {
  if (!Number.isFinite(value) || value <= 0) return '—';
  return formatUSD(value, displayDecimals(reference));
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
