import { useEffect, useMemo, useRef, useState } from 'react';
import { create } from 'zustand';
import {
  searchFold,
  type ApiInput,
  type SystemLog,
  type SystemLogRow,
  type TypedEnvelope,
} from '@sinais/shared';
import { EmptyState, LiveDot, Panel, adminErrorMessage, AdminPage } from '@/components/admin/console';
import { useAdminEvents } from '@/lib/live/use-admin-events';
import { PeriodFilter, SearchFilter } from '@/components/filter-bar/filter-bar';
import { ErrorNote } from '@/components/error-note';
import { EngineHealthBanner } from '@/components/admin/engine-health-banner';
import { dateTextToIso } from '@/lib/date-text';
import { useNow } from '@/lib/use-now';
import { api, useApiQuery } from '@/lib/api';
import { downloadApi } from '@/lib/api/download';
import { pollEvery } from '@/lib/polling';
import { useConnectionStore } from '@/lib/live/connection-store';
import './system-logs.css';
import { adminStreams } from '@/lib/live/admin-streams';
import { LogLine } from './log-line';
import { LogsToolbar, type LogFilters } from './logs-toolbar';
import { LogHistoryResetNote, useLogHistoryReset } from './log-history-reset';

export const LOGS_KEPT = 1000;
const POLL_MS = 3000;
/** The engine logs every analysed pair; a connected socket silent for this long is treated as stalled. */
const LIVE_STALE_MS = 15_000;

/** A live event's log or a stored row (the store's level and service are plain text). */
type LogRow = Omit<SystemLog, 'level' | 'service'> & { level: string; service: string; key: string };

interface LogsState {
  logs: LogRow[];
  /** When the last live event arrived (ms); the stream counts as live only while recent. */
  lastEventAt: number;
  setSnapshot: (logs: readonly SystemLogRow[]) => void;
  'log:appended': (env: TypedEnvelope<'log:appended'>) => void;
}

const keyOf = (l: { timestamp: string; service: string; message: string }) =>
  `${l.timestamp}|${l.service}|${l.message}`;

/** Oldest first, at most 1000, de-duplicated between the REST snapshot and the live stream. */
export const useLogsStore = create<LogsState>()((set) => ({
  logs: [],
  lastEventAt: 0,
  setSnapshot: (rows) =>
    set((s) => {
      const fromRest = rows
        .slice()
        .reverse()
        .map((r) => ({
          timestamp: r.timestamp,
          level: r.level,
          service: r.service,
          message: r.message,
          details: r.details,
          key: keyOf(r),
        }));
      const known = new Set(fromRest.map((r) => r.key));
      const newer = s.logs.filter(
        (l) =>
          !known.has(l.key) &&
          (fromRest.length === 0 || l.timestamp >= fromRest[fromRest.length - 1]!.timestamp),
      );
      return { logs: [...fromRest, ...newer].slice(-LOGS_KEPT) };
    }),
  'log:appended': (env) =>
    set((s) => {
      const key = keyOf(env.data);
      if (s.logs.length && s.logs.slice(-50).some((l) => l.key === key)) return { lastEventAt: Date.now() };
      return { logs: [...s.logs, { ...env.data, key }].slice(-LOGS_KEPT), lastEventAt: Date.now() };
    }),
}));

const LOG_EVENTS = ['log:appended'] as const;

export function SystemLogsPage() {
  const { logs, lastEventAt } = useLogsStore();
  const socketState = useConnectionStore((s) => s.state);
  const now = useNow(1000).getTime();
  const live = socketState === 'online' && now - lastEventAt < LIVE_STALE_MS;
  const [filters, setFilters] = useState<LogFilters>({ service: '', level: '' });
  const { service, level } = filters;
  const [autoScroll, setAutoScroll] = useState(true);
  const [clearedAt, setClearedAt] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // Typed dd/mm/aaaa hh:mm in São Paulo time; compared as instants ("Até" includes its whole minute or day).
  const fromIso = dateTextToIso(from);
  const toIso = dateTextToIso(to, true);
  const needle = searchFold(text.trim());

  useAdminEvents(LOG_EVENTS, useLogsStore);
  // Snapshot once; then polling every 3 s while the live stream is down or stalled.
  const snapshot = useApiQuery(
    api.operations.logs,
    { query: { limit: LOGS_KEPT } },
    pollEvery(POLL_MS, !live),
  );
  // A failed read shows disconnected until one succeeds (spec 003 §8).
  const fetchFailed = snapshot.isError;
  const { data: snapshotData, dataUpdatedAt, refetch } = snapshot;
  // A stream that just went down or stalled is read at once, not one interval later.
  useEffect(() => {
    if (!live) void refetch({ cancelRefetch: false });
  }, [live, refetch]);
  // Each answer is merged once with the live lines the store already holds.
  useEffect(() => {
    if (!snapshotData) return;
    useLogsStore.getState().setSnapshot(snapshotData.logs);
    if (snapshotData.stream) adminStreams.adoptLogSnapshot(snapshotData.stream);
  }, [snapshotData, dataUpdatedAt]);
  // The history restarted: the old lines go and the list is read again from the server.
  const resetAt = useLogHistoryReset(() => {
    useLogsStore.setState({ logs: [] });
    void refetch({ cancelRefetch: false });
  });

  const shown = useMemo(
    () =>
      logs.filter(
        (l) =>
          (!service || l.service === service) &&
          (!level || l.level === level) &&
          (!clearedAt || l.timestamp > clearedAt) &&
          (!needle || searchFold(l.message).includes(needle)) &&
          (!fromIso || l.timestamp >= fromIso) &&
          (!toIso || l.timestamp <= toIso),
      ),
    [logs, service, level, clearedAt, needle, fromIso, toIso],
  );

  const exportCsv = async () => {
    setExportError(null);
    // The selects offer the schema's services and levels only.
    const query = {
      service: service || undefined,
      level: level || undefined,
      q: text.trim() || undefined,
      from: fromIso || undefined,
      to: toIso || undefined,
    } as NonNullable<ApiInput<typeof api.operations.logsCsv>['query']>;
    try {
      await downloadApi(api.operations.logsCsv, { query }, 'logs.csv');
    } catch (err) {
      setExportError(adminErrorMessage(err));
    }
  };

  useEffect(() => {
    if (autoScroll && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [shown.length, autoScroll]);

  const connected = live || !fetchFailed;
  return (
    <AdminPage
      title="Logs do Sistema"
      subtitle="Registros dos serviços do motor em tempo real (últimos 1000)."
      actions={
        <LiveDot
          state={live ? 'on' : connected ? 'warn' : 'off'}
          label={
            live
              ? 'Conectado · tempo real'
              : connected
                ? 'Conectado · atualização a cada 3 s'
                : 'Desconectado'
          }
        />
      }
    >
      <EngineHealthBanner />
      {resetAt !== null ? <LogHistoryResetNote at={resetAt} /> : null}
      {exportError ? <ErrorNote>{exportError}</ErrorNote> : null}
      <div className="ac-filters" data-testid="logs-filters">
        <SearchFilter
          label="Buscar no texto"
          placeholder="ex.: analise, SOLUSDT"
          value={text}
          onChange={setText}
        />
        <PeriodFilter from={from} to={to} onFrom={setFrom} onTo={setTo} />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void exportCsv()}>
          Exportar CSV
        </button>
      </div>
      {fetchFailed ? <ErrorNote>{adminErrorMessage(snapshot.error)}</ErrorNote> : null}
      <Panel
        title={<span data-testid="logs-count">{`${shown.length} logs exibidos`}</span>}
        actions={
          <LogsToolbar
            filters={filters}
            onFilter={(key, value) => setFilters((f) => ({ ...f, [key]: value }))}
            autoScroll={autoScroll}
            onAutoScroll={setAutoScroll}
            onClear={() => setClearedAt(logs[logs.length - 1]?.timestamp ?? new Date().toISOString())}
          />
        }
      >
        <div className="ac-scroll" ref={list} data-testid="logs-list" role="log" aria-live="off">
          {shown.length === 0 ? (
            <EmptyState title="Nenhum log para exibir">
              {clearedAt
                ? 'Novos registros aparecerão aqui.'
                : 'Ajuste os filtros ou aguarde novos registros.'}
            </EmptyState>
          ) : (
            shown.map((l) => <LogLine key={l.key} log={l} />)
          )}
        </div>
      </Panel>
    </AdminPage>
  );
}
