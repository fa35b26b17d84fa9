import { stringify } from 'csv-stringify/sync';
import {
  entryResultLabel,
  FUNDING_NOT_INCLUDED,
  TRACK_STATUS_LABELS,
  zonedParts,
  type TrackRecordEntry,
} from '@sinais/shared';

/** Byte order mark: without it Excel reads the UTF-8 file as Windows-1252 and mangles the accents. */
export const UTF8_BOM = '\uFEFF';

export const CSV_HEADER = [
  'ID',
  'Símbolo',
  'Direção',
  'Estratégia',
  'Timeframe',
  'Status',
  'Resultado',
  'Preço de referência',
  'Entrada',
  'Alvo',
  'Stop',
  'Saída',
  'Criado em (Brasília)',
  'Confirmado em (Brasília)',
  'Rejeitado em (Brasília)',
  'Encerrado em (Brasília)',
  'P&L bruto (%)',
  'Taxas (%)',
  'Funding (%)',
  'P&L líquido (%)',
  'Sinal de demonstração (preços simulados)',
  'Motivos da rejeição',
] as const;

/** Decimal comma, no thousands separator, full precision: what a pt-BR spreadsheet reads as a number. */
export function csvNumber(x: number | null): string {
  if (x === null || !Number.isFinite(x)) return '';
  return String(Math.round(x * 1e8) / 1e8).replace('.', ',');
}

/** dd/mm/aaaa hh:mm:ss in Sao Paulo time (a format pt-BR Excel reads as a date). */
export function csvDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = zonedParts(d);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** A text cell a spreadsheet must not run as a formula (CSV injection): =, +, -, @, tab or CR first. */
export function csvText(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

export function csvRow(e: TrackRecordEntry): string[] {
  const closed = e.net_pnl_pct !== null;
  return [
    csvText(e.id),
    csvText(e.symbol),
    e.direction,
    csvText(e.strategy),
    e.timeframe,
    TRACK_STATUS_LABELS[e.status],
    e.status === 'CONFIRMED' ? entryResultLabel(e) : '',
    csvNumber(e.reference_price),
    csvNumber(e.entry_price),
    csvNumber(e.target_price),
    csvNumber(e.stop_loss),
    csvNumber(e.exit_price),
    csvDateTime(e.created_at),
    csvDateTime(e.confirmed_at),
    csvDateTime(e.rejected_at),
    csvDateTime(e.closed_at),
    csvNumber(e.gross_pnl_pct),
    csvNumber(e.fees_pct),
    closed && e.funding_pct === null ? FUNDING_NOT_INCLUDED : csvNumber(e.funding_pct),
    csvNumber(e.net_pnl_pct),
    e.simulated ? 'Sim' : 'Não',
    csvText(e.rejection_reasons.join(' | ')),
  ];
}

/**
 * The record as CSV for a pt-BR spreadsheet: `;` between fields (the comma is the decimal mark), CRLF line ends,
 * quotes where a field needs them (`;`, `"`, line breaks), UTF-8 with BOM. One row per signal.
 */
export function trackRecordCsv(entries: readonly TrackRecordEntry[]): string {
  return (
    UTF8_BOM +
    stringify([[...CSV_HEADER], ...entries.map(csvRow)], {
      delimiter: ';',
      record_delimiter: 'windows',
      quoted_match: /[;"\r\n]/,
    })
  );
}
