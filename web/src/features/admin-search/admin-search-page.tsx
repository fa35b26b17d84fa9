import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AdminStats, SearchResponse, SearchType, Suggestion } from '@sinais/shared';
import { Panel, AdminPage } from '@/components/admin/console';
import { api, callApi, useApiQuery } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { appendPage } from './load-more';
import { AdminStatsGrid, SearchResultsView } from './search-results-view';
import './admin-search.css';

const TYPES: Array<[SearchType, string]> = [
  ['all', 'Todos'],
  ['users', 'Usuários'],
  ['signals', 'Sinais'],
  ['payments', 'Pagamentos'],
  ['logs', 'Logs'],
];

/** spec 002 §8: the stats failure falls back to zeros with uptime '0 dias'. */
const ZERO_STATS: AdminStats = {
  users: { total: 0, active: 0, premium: 0, new_today: 0 },
  signals: { total: 0, active: 0, elite: 0, premium: 0, created_today: 0 },
  payments: { total: 0, approved: 0, pending: 0, total_amount: 0, today_amount: 0 },
  system: { uptime: '0 dias', uptime_s: 0, last_backup: null, active_sessions: 0, api_calls_today: 0 },
};

/** spec 002 §8 search errors. */
function searchError(err: unknown): string {
  if (err instanceof HttpError) {
    if (err.status === 0) return 'Erro de conexão. Verifique se o backend está rodando e tente novamente.';
    if (err.status === 403) return 'Acesso negado. Você precisa de permissões de administrador.';
    if (err.status === 404) return 'Serviço de busca temporariamente indisponível.';
    if (err.status === 400 && err.serverMessage) return err.serverMessage;
    return `Erro na busca (${err.status}). Tente novamente.`;
  }
  return 'Erro de conexão. Verifique se o backend está rodando e tente novamente.';
}

/** Suggestions for what is typed, 150 ms after the last keystroke, from 2 characters on. */
function useSuggestions(q: string): Suggestion[] {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTerm(q.trim()), 150);
    return () => clearTimeout(t);
  }, [q]);
  const enabled = term.length >= 2 && term === q.trim();
  const suggestions = useApiQuery(
    api.admin.searchSuggestions,
    { query: { q: term } },
    { enabled, retry: false },
  );
  return enabled ? (suggestions.data?.suggestions ?? []) : [];
}

export function AdminSearchPage() {
  const stats = useApiQuery(api.admin.stats, undefined, { retry: false });
  const [q, setQ] = useState('');
  const [type, setType] = useState<SearchType>('all');
  const suggestions = useSuggestions(q);
  const [showSuggestions, setShowSuggestions] = useState(false);
  const [result, setResult] = useState<SearchResponse | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const keepSuggestions = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    setShowSuggestions(true);
  };

  // A search the admin starts (not a read the page keeps): a mutation gives its pending state.
  const search = useMutation({
    mutationFn: async (query: { q: string; type: SearchType }) => {
      const started = performance.now();
      const body = await callApi(api.admin.search, { query });
      return { body, seconds: (performance.now() - started) / 1000 };
    },
    onSuccess: ({ body, seconds }) => {
      setResult(body);
      setSeconds(seconds);
    },
    onError: (err) => {
      setResult(null);
      setError(searchError(err));
    },
  });
  const loading = search.isPending;

  const run = (term: string, t: SearchType) => {
    const text = term.trim();
    if (!text) {
      setResult(null);
      return;
    }
    setError(null);
    setShowSuggestions(false);
    search.mutate({ q: text, type: t });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(q, type);
  };
  const pickType = (t: SearchType) => {
    setType(t);
    if (result) run(q, t);
  };
  // spec 002 §8: while loading or after a failure the figures read zero.
  const s: AdminStats = stats.data ?? ZERO_STATS;
  return (
    <AdminPage
      title="Busca Administrativa"
      subtitle="Encontre usuários, sinais, pagamentos e registros de auditoria."
    >
      <AdminStatsGrid stats={s} />
      <Panel>
        <form onSubmit={submit} className="ac-toolbar" role="search" style={{ alignItems: 'stretch' }}>
          <div style={{ position: 'relative', flex: '1 1 320px' }}>
            <input
              className="ac-input"
              style={{ width: '100%' }}
              type="search"
              aria-label="Termo de busca"
              placeholder="E-mail, nome, símbolo (ex.: BTCUSDT), ação, IP..."
              value={q}
              maxLength={100}
              onChange={(e) => {
                setQ(e.target.value);
                keepSuggestions();
              }}
              onFocus={keepSuggestions}
              onBlur={() => {
                hideTimer.current = setTimeout(() => setShowSuggestions(false), 200);
              }}
            />
            {showSuggestions && q.trim().length >= 2 && suggestions.length > 0 ? (
              <ul className="ac-suggestions" role="listbox" aria-label="Sugestões">
                {suggestions.map((sug) => (
                  <li key={`${sug.type}-${sug.text}`}>
                    <button
                      type="button"
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => {
                        setQ(sug.text);
                        setShowSuggestions(false);
                        run(sug.text, type);
                      }}
                    >
                      {sug.label}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <button type="submit" className="btn btn--primary" disabled={loading || q.trim() === ''}>
            {loading ? 'Buscando...' : 'Buscar'}
          </button>
        </form>
        <div className="ac-tabs" style={{ marginTop: 12 }} role="group" aria-label="Tipo">
          {TYPES.map(([t, label]) => (
            <button
              key={t}
              type="button"
              className={`ac-tab${type === t ? ' ac-tab--active' : ''}`}
              aria-pressed={type === t}
              onClick={() => pickType(t)}
            >
              {label}
            </button>
          ))}
        </div>
      </Panel>

      {error ? (
        <div className="alert alert--error" role="alert" style={{ marginTop: 14 }}>
          <div className="alert__body">
            <strong className="alert__title">Erro na busca</strong>
            <div>{error}</div>
          </div>
        </div>
      ) : null}

      {result ? (
        <SearchResultsView
          result={result}
          seconds={seconds}
          onLoaded={(key, page) => setResult((prev) => (prev ? appendPage(prev, key, page) : prev))}
          onError={(err) => setError(searchError(err))}
        />
      ) : null}
    </AdminPage>
  );
}
