import { useState } from 'react';
import { formatDateTime, type RecordKind } from '@sinais/shared';
import { downloadTrackRecordCsv, PAGE_SIZE, useTrackRecord, type TrackFilters } from './api';
import { RecordBody } from './record-body';
import { RecordFilters } from './record-filters';
import { BusyButton } from '@/components/busy-button';

/** One record with its filters, pages and CSV export; loading and errors are said, never shown as numbers. */
export function RecordView({ record }: { record: RecordKind }) {
  const [filters, setFilters] = useState<TrackFilters>({});
  const [page, setPage] = useState(1);
  const [csv, setCsv] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const q = useTrackRecord(filters, page, record);
  const r = q.data?.record === record ? q.data : undefined;
  const pages = r ? Math.max(1, Math.ceil(r.total_entries / PAGE_SIZE)) : 1;

  const download = () => {
    setCsv({ busy: true, error: null });
    downloadTrackRecordCsv(filters, record)
      .then(() => setCsv({ busy: false, error: null }))
      .catch((err: unknown) =>
        setCsv({ busy: false, error: `Não foi possível baixar o CSV: ${(err as Error).message}` }),
      );
  };

  return (
    <>
      <div className="track-toolbar spread-row">
        <span className="muted" data-testid="track-updated">
          {r ? `Atualizado em ${formatDateTime(r.generated_at, true)}` : ''}
        </span>
        <BusyButton
          tone="plain"
          busy={csv.busy}
          busyLabel="Gerando CSV..."
          onClick={download}
          data-testid="csv-download"
        >
          Baixar CSV
        </BusyButton>
      </div>
      {csv.error ? (
        <p className="track-message track-message--error" role="alert">
          {csv.error}
        </p>
      ) : null}

      <RecordFilters
        value={filters}
        record={record}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />

      {q.isError && !r ? (
        <div className="track-message track-message--error" role="alert" data-testid="track-error">
          Erro ao carregar o histórico: {(q.error as Error).message}{' '}
          <button type="button" className="btn btn--sm" onClick={() => void q.refetch()}>
            Tentar novamente
          </button>
        </div>
      ) : !r ? (
        <div className="track-message">
          <span className="spinner spinner--sm" aria-hidden="true" /> Carregando histórico...
        </div>
      ) : (
        <RecordBody
          r={r}
          filtered={Boolean(filters.strategy || filters.timeframe)}
          paging={{ page, pages, busy: q.isFetching, onPage: setPage }}
        />
      )}
    </>
  );
}
