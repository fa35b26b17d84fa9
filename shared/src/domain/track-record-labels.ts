import type { TrackRecordEntry } from '../schemas/track-record';

/** How the record names a signal's state, on the page and in the CSV export alike. */
export const TRACK_STATUS_LABELS = {
  PENDING: 'Pendente',
  CONFIRMED: 'Confirmado',
  REJECTED: 'Rejeitado',
} as const;

export const TRACK_OUTCOME_LABELS = {
  OPEN: 'Em aberto',
  TARGET_HIT: 'Alvo atingido',
  STOP_HIT: 'Stop atingido',
  EXPIRED: 'Expirado',
} as const;

/** Shown where a closed trade has no funding figure (spot source, or a source without funding rates). */
export const FUNDING_NOT_INCLUDED = 'funding não incluído';

/** "Alvo atingido", "Em aberto", "Rejeitado"...: one word for what happened to the signal. */
export function entryResultLabel(e: Pick<TrackRecordEntry, 'status' | 'outcome'>): string {
  if (e.status !== 'CONFIRMED') return TRACK_STATUS_LABELS[e.status];
  return TRACK_OUTCOME_LABELS[e.outcome ?? 'OPEN'];
}
