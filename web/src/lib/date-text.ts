import { zonedTimeToUtc } from '@sinais/shared';

/**
 * Date filters typed the Brazilian way, "dd/mm/aaaa" or "dd/mm/aaaa hh:mm", in São Paulo time. The browser's
 * own date inputs follow the browser's language (mm/dd/yyyy in an English one), so the fields are text.
 */
export const DATE_PLACEHOLDER = 'dd/mm/aaaa';
export const DATE_TIME_PLACEHOLDER = 'dd/mm/aaaa hh:mm';

/** Keeps the digits typed and puts the separators in: "25112026" → "25/11/2026". */
export function maskDateText(raw: string, withTime: boolean): string {
  const d = raw.replace(/\D/g, '').slice(0, withTime ? 12 : 8);
  let out = d.slice(0, 2);
  if (d.length > 2) out += `/${d.slice(2, 4)}`;
  if (d.length > 4) out += `/${d.slice(4, 8)}`;
  if (withTime && d.length > 8) out += ` ${d.slice(8, 10)}`;
  if (withTime && d.length > 10) out += `:${d.slice(10, 12)}`;
  return out;
}

interface DateParts {
  y: number;
  m: number;
  d: number;
  /** null when only the date was typed. */
  h: number | null;
  min: number;
}

/** "dd/mm/aaaa" or "dd/mm/aaaa hh:mm" → its parts, or null when it is not a real date and time. */
export function parseDateText(text: string): DateParts | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const h = match[4] === undefined ? null : Number(match[4]);
  const min = match[5] === undefined ? 0 : Number(match[5]);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (y < 1970 || m < 1 || m > 12 || d < 1 || d > daysInMonth) return null;
  if (h !== null && (h > 23 || min > 59)) return null;
  return { y, m, d, h, min };
}

/**
 * The instant a filter means, as ISO: a date alone is the start of that day in São Paulo, or its end for an
 * "Até" field (`end`); with a time, the end of that minute.
 */
export function dateTextToIso(text: string, end = false): string | null {
  const p = parseDateText(text);
  if (!p) return null;
  const at = zonedTimeToUtc(p.y, p.m, p.d, p.h ?? (end ? 23 : 0), p.h === null && end ? 59 : p.min);
  return new Date(at.getTime() + (end ? 59_999 : 0)).toISOString();
}

/** "dd/mm/aaaa" → "aaaa-mm-dd" (the API's day), or null. */
export function dateTextToDay(text: string): string | null {
  const p = parseDateText(text);
  if (!p || p.h !== null) return null;
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** "aaaa-mm-dd" → "dd/mm/aaaa". */
export function dayToDateText(day: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
