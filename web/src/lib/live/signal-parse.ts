import {
  isSignalEnvelope,
  parseEnvelope,
  viewSignalSchema,
  type SignalEnvelope,
  type TypedEnvelope,
  type ViewSignal,
} from '@sinais/shared';

/**
 * A signal as every screen shows it: the shared schema's, parsed, never filled in by guesswork. The members' list
 * leaves out the admin-only fields (ADMIN_ONLY_SIGNAL_FIELDS), so those are optional here.
 */
export type { ViewSignal };

let warned = false;
function warnOnce(what: string, issue: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`[sinais] ${what} fora do contrato foi ignorado`, issue);
}

/** Parses one signal with the shared schema (the one the server validated it with); null when it does not match. */
export function parseSignal(raw: unknown): ViewSignal | null {
  const r = viewSignalSchema.safeParse(raw);
  if (r.success) return r.data;
  warnOnce('Sinal', r.error.issues[0]);
  return null;
}

/** Parses a list of signals; the ones outside the contract are left out (and reported once). */
export function parseSignals(raw: readonly unknown[]): ViewSignal[] {
  return raw.flatMap((r) => parseSignal(r) ?? []);
}

/** Any event as the socket delivers it, parsed with the catalogue's schema; null when it does not match. */
export function parseLiveEnvelope(raw: unknown): TypedEnvelope | null {
  try {
    return parseEnvelope(raw);
  } catch (err) {
    warnOnce('Evento', err);
    return null;
  }
}

/** A signal event: a signal type, a numeric seq id (the stream's order) and a SignalChange payload. */
export function parseSignalEnvelope(raw: unknown): SignalEnvelope | null {
  const env = parseLiveEnvelope(raw);
  return env && isSignalEnvelope(env) && /^\d+$/.test(env.id) ? env : null;
}
