import { keepPreviousData } from '@tanstack/react-query';
import type { RecordKind, Timeframe } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';
import { downloadApi } from '@/lib/api/download';

export interface TrackFilters {
  strategy?: string | undefined;
  timeframe?: Timeframe | undefined;
  /** AAAA-MM-DD, Sao Paulo days, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export const PAGE_SIZE = 50;

/** `record=experimental` only when asked: the published record is the route's default. */
const recordParam = (record: RecordKind) => (record === 'experimental' ? { record } : {});

/** The filters that are set (an empty one is not sent). */
function definedFilters(f: TrackFilters) {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as TrackFilters;
}

export function useTrackRecord(filters: TrackFilters, page: number, record: RecordKind) {
  return useApiQuery(
    api.signals.trackRecord,
    { query: { ...definedFilters(filters), ...recordParam(record), page, page_size: PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
}

/** Downloads the CSV export of the filtered record (the route needs the bearer token, so not a plain link). */
export function downloadTrackRecordCsv(filters: TrackFilters, record: RecordKind): Promise<void> {
  return downloadApi(
    api.signals.trackRecordCsv,
    { query: { ...definedFilters(filters), ...recordParam(record) } },
    'historico-desempenho.csv',
  );
}
