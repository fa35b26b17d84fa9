import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { api, apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api';
import { SIGNED_OUT, signOut } from '@/lib/sign-out';
import './devices-panel.css';

/** "Dispositivos conectados": every device signed in to the account, each ended on its own. */
export function DevicesPanel() {
  const navigate = useNavigate();
  const list = useApiQuery(api.account.sessions, undefined, { select: (r) => r.data.sessions });
  const end = useApiMutation(api.account.endSession, {
    onSettled: (_data, _error, _input, _result, context) =>
      context.client.invalidateQueries({ queryKey: apiQueryKey(api.account.sessions) }),
  });
  const leave = (scope: 'device' | 'all') => {
    navigate('/login', { replace: true, state: SIGNED_OUT[scope] });
    void signOut(scope);
  };
  // This device first, then the others by last activity (the server's order).
  const sessions = [...(list.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));

  return (
    <section className="panel devices-panel" data-testid="devices-panel" aria-labelledby="devices-title">
      <h2 id="devices-title">Dispositivos conectados</h2>
      <p className="muted">Onde a sua conta está aberta agora. Encerre o que você não reconhece.</p>
      {list.isError ? <Alert tone="error">Não foi possível carregar os dispositivos.</Alert> : null}
      {end.isSuccess ? <Alert tone="success">{end.data.message}</Alert> : null}
      {end.isError ? <Alert tone="error">{end.error.message}</Alert> : null}
      {list.isPending ? <p className="muted">Carregando dispositivos...</p> : null}
      <ul className="device-list">
        {sessions.map((s) => (
          <li key={s.id} className="device-list__item" data-testid="device-session">
            <div>
              <strong>{s.device}</strong>
              {s.current ? <span className="device-list__current">Este dispositivo</span> : null}
              <div className="muted">
                {s.place} · última atividade {formatDateTime(s.last_seen_at)} · desde{' '}
                {formatDateTime(s.created_at)}
              </div>
            </div>
            {s.current ? (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => leave('device')}>
                Sair
              </button>
            ) : (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={`Encerrar ${s.device}`}
                disabled={end.isPending}
                onClick={() => end.mutate({ params: { id: s.id } })}
              >
                Encerrar
              </button>
            )}
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => leave('all')}>
          Sair de todos os dispositivos
        </button>
      ) : null}
    </section>
  );
}
