import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trackRecordResponseSchema, type RecordKind, type Timeframe } from '@sinais/shared';
import { HttpError, errorMessageFrom } from '@/lib/http';
import { getParsed } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session';

export interface TrackFilters {
  strategy?: string | undefined;
  timeframe?: Timeframe | undefined;
  /** AAAA-MM-DD, Sao Paulo days, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export const PAGE_SIZE = 50;

function queryString(f: TrackFilters, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...extra })) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** `record=experimental` only when asked: the published record is the route's default. */
const recordParam = (record: RecordKind): Record<string, string> =>
  record === 'experimental' ? { record } : {};

export function useTrackRecord(filters: TrackFilters, page: number, record: RecordKind) {
  return useQuery({
    queryKey: ['track-record', record, filters, page],
    queryFn: () =>
      getParsed(
        `/api/signals/track-record${queryString(filters, { ...recordParam(record), page: String(page), page_size: String(PAGE_SIZE) })}`,
        trackRecordResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the CSV export of the filtered record (the route needs the bearer token, so not a plain link). */
export async function downloadTrackRecordCsv(filters: TrackFilters, record: RecordKind): Promise<void> {
  const token = useSessionStore.getState().token;
  let res: Response;
  try {
    res = await fetch(`/api/signals/track-record.csv${queryString(filters, recordParam(record))}`, {
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
