export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';

const brl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });
const usd0 = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * A value that rounds to zero at the shown precision is zero: never "-0,00" (a tiny loss, or IEEE negative
 * zero, would otherwise print a minus sign before nothing).
 */
export function zeroIfRoundsToZero(value: number, decimals: number): number {
  return Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value;
}

/** R$ 1.234,56 from a value in reais. */
export function formatBRL(value: number): string {
  return brl.format(zeroIfRoundsToZero(value, 2));
}

/** R$ from an amount kept in cents. */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

/** "ou 12x de R$ 16,42 sem juros" */
export function formatInstallments(totalCents: number, installments = 12): string {
  return `ou ${installments}x de ${formatCents(Math.round(totalCents / installments))} sem juros`;
}

export function formatUSD(value: number, decimals?: number): string {
  value = zeroIfRoundsToZero(value, decimals ?? 2);
  if (decimals === 0) return usd0.format(value);
  if (decimals === undefined) return usd.format(value);
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

export function formatNumber(value: number, decimals = 2): string {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(zeroIfRoundsToZero(value, decimals));
}

/** "1,23%", "-0,52%", "+1,23%" when signed; a value that rounds to zero is "0,00%" (never "-0,00%" or "+0,00%"). */
export function formatPercent(value: number, decimals = 2, signed = false): string {
  const v = zeroIfRoundsToZero(value, decimals);
  return `${signed && v > 0 ? '+' : ''}${formatNumber(v, decimals)}%`;
}

function toDate(input: string | number | Date): Date | null {
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

const NO_DATE = 'Data não disponível';
const BAD_DATE = 'Data inválida';
const isMissing = (input: unknown): input is null | undefined | '' =>
  input === null || input === undefined || input === '';

/** The one date formatter: an instant in Sao Paulo time with the given parts; 'Data inválida' when unparsable. */
function formatInSaoPaulo(input: string | number | Date, parts: Intl.DateTimeFormatOptions): string {
  const d = toDate(input);
  if (!d) return BAD_DATE;
  return new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...parts }).format(d);
}

const DAY_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const clockParts = (withSeconds: boolean): Intl.DateTimeFormatOptions => ({
  hour: '2-digit',
  minute: '2-digit',
  ...(withSeconds ? { second: '2-digit' } : {}),
});

/** dd/mm/aaaa hh:mm in Sao Paulo time; 'Data não disponível' when missing, 'Data inválida' when unparsable. */
export function formatDateTime(
  input: string | number | Date | null | undefined,
  withSeconds = false,
): string {
  if (isMissing(input)) return NO_DATE;
  return formatInSaoPaulo(input, { ...DAY_PARTS, ...clockParts(withSeconds) });
}

export function formatDate(input: string | number | Date | null | undefined): string {
  if (isMissing(input)) return NO_DATE;
  return formatInSaoPaulo(input, DAY_PARTS);
}

export function formatTime(input: string | number | Date, withSeconds = true): string {
  return formatInSaoPaulo(input, clockParts(withSeconds));
}

/** A workload in minutes as a certificate states it: "4 horas", "1 hora e 30 minutos", "45 minutos". */
export function formatWorkload(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const hours = h === 1 ? '1 hora' : `${h.toLocaleString(LOCALE)} horas`;
  const mins = m === 1 ? '1 minuto' : `${m} minutos`;
  if (h === 0) return mins;
  return m === 0 ? hours : `${hours} e ${mins}`;
}

/** Wall-clock parts of an instant in a time zone. */
/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using it (hot paths call this). */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

export function zonedParts(at: Date, timeZone: string = TIME_ZONE) {
  const parts = partsFormatter(timeZone).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '0';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: weekdays.indexOf(get('weekday')),
  };
}

/** The instant of a wall-clock time in a zone (handles DST by correcting the offset once). */
export function zonedTimeToUtc(
  y: number,
  m: number,
  d: number,
  h: number,
  min = 0,
  timeZone: string = TIME_ZONE,
): Date {
  const guess = Date.UTC(y, m - 1, d, h, min);
  const p = zonedParts(new Date(guess), timeZone);
  const asIfUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return new Date(guess - (asIfUtc - guess));
}

/**
 * An elapsed time in pt-BR words an operator reads at a glance: "menos de 1 s", "45 s", "3 min 12 s",
 * "2 h 05 min", "3 d 4 h" — never "0.01 h".
 */
export function formatElapsed(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  if (s < 1) return 'menos de 1 s';
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${String(m % 60).padStart(2, '0')} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}
