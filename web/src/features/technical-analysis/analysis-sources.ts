import { adminErrorMessage } from '@/components/admin/console';
import { api, callApi } from '@/lib/api';
import { useSignalsStore } from '@/lib/live/signals-store';
import { useAnalysisStore } from './analysis-store';

export async function loadStatus(): Promise<void> {
  const store = useAnalysisStore.getState();
  try {
    const body = await callApi(
      api.operations.analysisStatus,
      { query: { t: String(Date.now()) } },
      { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } },
    );
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
  const body = await callApi(api.operations.currentAnalysis).catch(() => null);
  if (body) useAnalysisStore.getState().setCurrent(body.data);
}

export async function loadHistory(): Promise<void> {
  const body = await callApi(api.operations.analysisHistory).catch(() => null);
  if (body) useAnalysisStore.getState().setHistory(body.data.history);
}

export async function loadPending(): Promise<void> {
  // Parsed with the route's schema before they enter the one signals store.
  const body = await callApi(api.operations.analysisPending).catch(() => null);
  if (body) useSignalsStore.getState().mergeSignals(body.data.signals);
}
