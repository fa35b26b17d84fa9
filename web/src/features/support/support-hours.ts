import { zonedParts } from '@sinais/shared';

/** spec 000 §2.14: Monday-Friday 08:00-18:00, Saturday 09:00-14:00, Sunday closed (Sao Paulo). */
export const SUPPORT_HOURS = [
  { days: 'Segunda a sexta', hours: '08:00 às 18:00' },
  { days: 'Sábado', hours: '09:00 às 14:00' },
  { days: 'Domingo', hours: 'Fechado' },
] as const;

export function supportOpenAt(now: Date): boolean {
  const p = zonedParts(now);
  const m = p.hour * 60 + p.minute;
  if (p.weekday >= 1 && p.weekday <= 5) return m >= 8 * 60 && m < 18 * 60;
  if (p.weekday === 6) return m >= 9 * 60 && m < 14 * 60;
  return false;
}
