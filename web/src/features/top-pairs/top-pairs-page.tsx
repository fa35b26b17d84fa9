import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, Panel, adminErrorMessage, AdminPage } from '@/components/admin/console';
import { ErrorNote } from '@/components/error-note';
import { SelectionOverview } from './selection-overview';
import { PairCard } from './pair-card';
import { PairsPager } from './pairs-pager';
import { RefreshProgress } from './refresh-progress';
import { useNow } from '@/lib/use-now';
import { api, callApi } from '@/lib/api';
import { pollEvery } from '@/lib/polling';
import { onLiveEvent } from '@/lib/live/dispatcher';
import { filterPairs } from './filter-pairs';
import { startRealtime } from '@/lib/socket';
import './top-pairs.css';
import { BusyButton } from '@/components/busy-button';

export const PAGE_SIZE = 25;
const REFRESH_MS = 300_000;
const REFRESH_WAIT_MS = 90_000;
const SELECTING_POLL_MS = 1500;

type RefreshStep = 'idle' | 'requesting' | 'selecting' | 'done' | 'error';

async function loadTopPairs() {
  const [l, s, c] = await Promise.all([
    callApi(api.operations.topPairs),
    callApi(api.operations.topPairsStats),
    // 404 until the engine made its first selection.
    callApi(api.operations.topPairsCriteria).catch(() => null),
  ]);
  return { list: l.data, stats: s.data, criteria: c?.data ?? null };
}

const TOP_PAIRS_KEY = ['admin', 'top-pairs'] as const;

export function TopPairsPage() {
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [step, setStep] = useState<RefreshStep>('idle');
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const waitFor = useRef<{ previous: number | null; since: number } | null>(null);
  const now = useNow(1000).getTime();
  const queryClient = useQueryClient();
  // While a refresh runs, poll quickly as the socket's fallback.
  const pairs = useQuery({
    queryKey: TOP_PAIRS_KEY,
    queryFn: loadTopPairs,
    ...pollEvery(step === 'selecting' ? SELECTING_POLL_MS : REFRESH_MS),
  });
  const list = pairs.data?.list ?? null;
  const stats = pairs.data?.stats ?? null;
  const criteria = pairs.data?.criteria ?? null;
  const error = pairs.error ? `Erro ao carregar pares: ${adminErrorMessage(pairs.error)}` : null;

  // The engine announces each new selection; a forced refresh completes when it arrives.
  useEffect(() => {
    startRealtime();
    return onLiveEvent(
      ['top-pairs:selected'],
      () => void queryClient.invalidateQueries({ queryKey: TOP_PAIRS_KEY }),
    );
  }, [queryClient]);

  useEffect(() => {
    const w = waitFor.current;
    if (w && list && list.selection_id !== null && list.selection_id !== w.previous) {
      waitFor.current = null;
      setStep('done');
    }
  }, [list]);

  // A refresh the engine does not answer in time gives up.
  useEffect(() => {
    if (step !== 'selecting' || !waitFor.current) return;
    const t = setTimeout(
      () => {
        waitFor.current = null;
        setStep('error');
        setRefreshError('Erro ao forçar atualização: o motor não respondeu a tempo.');
      },
      Math.max(0, REFRESH_WAIT_MS - (Date.now() - waitFor.current.since)),
    );
    return () => clearTimeout(t);
  }, [step]);

  const forceRefresh = async () => {
    setRefreshError(null);
    setStep('requesting');
    try {
      const res = await callApi(api.operations.refreshTopPairs, { body: {} });
      waitFor.current = { previous: res.data.previous_selection_id, since: Date.now() };
      setStep('selecting');
    } catch (err) {
      setStep('error');
      setRefreshError(`Erro ao forçar atualização: ${adminErrorMessage(err)}`);
    }
  };

  const filtered = useMemo(() => filterPairs(list?.pairs ?? [], term), [list, term]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const slice = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const elapsed = waitFor.current ? Math.round((now - waitFor.current.since) / 1000) : 0;
  const progress =
    step === 'requesting'
      ? 15
      : step === 'selecting'
        ? Math.min(90, 30 + elapsed * 10)
        : step === 'done'
          ? 100
          : 0;

  return (
    <AdminPage
      title="TOP 150 Pares"
      subtitle="Pares USDT perpétuos com alavancagem ≥ 50x, ranqueados por volume (60%) e volatilidade (40%)."
      actions={
        <BusyButton
          tone="primary"
          busy={step === 'requesting' || step === 'selecting'}
          busyLabel="Atualizando..."
          onClick={() => void forceRefresh()}
        >
          Forçar atualização
        </BusyButton>
      }
    >
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {refreshError ? <ErrorNote>{refreshError}</ErrorNote> : null}
      {step !== 'idle' && step !== 'error' ? (
        <RefreshProgress step={step} progress={progress} elapsed={elapsed} list={list} />
      ) : null}
      <SelectionOverview stats={stats} criteria={criteria} list={list} />
      <Panel
        title={`Pares (${filtered.length})`}
        actions={
          <input
            className="ac-input"
            style={{ width: 280 }}
            type="search"
            aria-label="Buscar par"
            placeholder="Buscar por símbolo ou ativo..."
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              setPage(1);
            }}
          />
        }
      >
        {slice.length === 0 ? (
          <EmptyState
            title={list && list.pairs.length ? 'Nenhum par encontrado' : 'Nenhum par selecionado'}
          />
        ) : (
          <div className="ac-pairs" data-testid="pairs-grid">
            {slice.map((p) => (
              <PairCard key={p.symbol} pair={p} />
            ))}
          </div>
        )}
        {pages > 1 ? <PairsPager current={current} pages={pages} onPage={setPage} /> : null}
      </Panel>
    </AdminPage>
  );
}
