import type { AnalysisStatus, PairAnalysis, Signal } from '@sinais/shared';
import { adminErrorMessage } from '@/components/admin/console';
import { http } from '@/lib/http';
import { useSignalsStore } from '@/lib/live/signals-store';
import { useAnalysisStore } from './analysis-store';

interface StatusBody {
  data: AnalysisStatus | null;
  engine_online: boolean;
  updated_at: string | null;
}

export async function loadStatus(): Promise<void> {
  const store = useAnalysisStore.getState();
  try {
    const body = await http<StatusBody>(`/api/real-analysis/status?t=${Date.now()}`, {
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    store.setStatus(
      body.data,
      body.updated_at ? Date.parse(body.updated_at) : Date.now(),
      body.engine_online,
    );
  } catch (err) {
    store.setError(adminErrorMessage(err));
  }
}

export async function loadCurrent(): Promise<void> {
  const body = await http<{ data: PairAnalysis | null }>('/api/real-analysis/current-analysis').catch(
    () => null,
  );
  if (body) useAnalysisStore.getState().setCurrent(body.data);
}

export async function loadHistory(): Promise<void> {
  const body = await http<{ data: { history: PairAnalysis[] } }>('/api/real-analysis/history').catch(
    () => null,
  );
  if (body) useAnalysisStore.getState().setHistory(body.data.history);
}

export async function loadPending(): Promise<void> {
  const body = await http<{ data: { signals: Signal[] } }>('/api/real-analysis/pending-signals').catch(
    () => null,
  );
  if (body) useSignalsStore.getState().mergeSignals(body.data.signals);
}
