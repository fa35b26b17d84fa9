import { keepPreviousData } from '@tanstack/react-query';
import type { RecordKind, Timeframe } from '@sinais/shared';
import { api, apiUrl, useApiQuery } from '@/lib/api';
import { HttpError, errorMessageFrom } from '@/lib/http';
import { useSessionStore } from '@/lib/session';

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
export async function downloadTrackRecordCsv(filters: TrackFilters, record: RecordKind): Promise<void> {
  const token = useSessionStore.getState().token;
  let res: Response;
  try {
    const url = apiUrl(api.signals.trackRecordCsv, {
      query: { ...definedFilters(filters), ...recordParam(record) },
    });
    res = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new HttpError(0, 'Erro de conexão com o servidor');
  }
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new HttpError(res.status, errorMessageFrom(body, res.status).message);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    'historico-desempenho.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
