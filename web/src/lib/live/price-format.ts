import { decimalsOf, formatUSD } from '@sinais/shared';

/** A price in USD (pt-BR) with the decimals of a reference price: the target is written like the entry. */
export function priceLike(value: number, reference: number): string {
  if (!Number.isFinite(value) || value <= 0) return '—';
  return formatUSD(value, Math.min(decimalsOf(reference), 8));
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
