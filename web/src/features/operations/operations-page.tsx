import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminErrorMessage, AdminPage, EmptyPanel } from '@/components/admin/console';
import { EngineHealthBanner } from '@/components/admin/engine-health-banner';
import { ErrorNote } from '@/components/error-note';
import { api, useApiQuery } from '@/lib/api';
import { pollEvery } from '@/lib/polling';
import { AlertSilencesPanel } from './alert-silences-panel';
import { OperationsView } from './operations-view';

const REFRESH_MS = 15_000;

/** The operator's overview: who runs, what changed, how the strategies and the cycle are doing. */
export function OperationsPage() {
  const operations = useApiQuery(api.operations.operations, undefined, {
    ...pollEvery(REFRESH_MS),
    select: (b) => b.data,
  });
  const data = operations.data ?? null;
  const error = operations.error ? adminErrorMessage(operations.error) : null;
  const [symbol, setSymbol] = useState('');
  const navigate = useNavigate();

  const openPair = (e: FormEvent) => {
    e.preventDefault();
    const s = symbol.trim().toUpperCase();
    if (/^[A-Z0-9]{2,30}$/.test(s)) navigate(`/admin/operacao/par/${s}`);
  };

  return (
    <AdminPage
      title="Operação"
      subtitle="Instâncias do motor, failover, configuração efetiva, resultados por estratégia e duração dos ciclos."
      actions={
        <form className="ac-toolbar" onSubmit={openPair}>
          <input
            className="ac-select"
            aria-label="Abrir par"
            placeholder="Par (ex.: BTCUSDT)"
            value={symbol}
            onChange={(e) => setSymbol(e.target.value)}
          />
          <button type="submit" className="btn btn--ghost btn--sm">
            Abrir par
          </button>
        </form>
      }
    >
      <EngineHealthBanner />
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {!data ? (
        <EmptyPanel title={error ? 'Não foi possível carregar' : 'Carregando...'} />
      ) : (
        <OperationsView data={data} />
      )}
      <AlertSilencesPanel />
    </AdminPage>
  );
}
