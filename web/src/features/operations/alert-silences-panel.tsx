import { useState, type FormEvent } from 'react';
import type { AlertSilence } from '@sinais/shared';
import { adminErrorMessage, Badge, EmptyState, Panel } from '@/components/admin/console';
import { ErrorNote } from '@/components/error-note';
import { Select } from '@/components/select/select';
import { api, useApiMutation, useApiQuery } from '@/lib/api';
import { durationOptions } from '@/lib/duration-options';
import { formatDateTime } from '@/lib/format';

/** How long a maintenance window lasts: always with an end (the server caps it at 7 days). */
const DURATIONS = durationOptions([30, 60, 120, 240, 480, 1440]);

const STATE: Record<AlertSilence['state'], { text: string; tone: 'amber' | 'neutral' }> = {
  em_vigor: { text: 'EM VIGOR', tone: 'amber' },
  encerrado: { text: 'ENCERRADO', tone: 'neutral' },
  expirado: { text: 'EXPIRADO', tone: 'neutral' },
};

function SilenceRow({ s, onEnd, busy }: { s: AlertSilence; onEnd: (id: number) => void; busy: boolean }) {
  return (
    <li data-testid="alert-silence">
      <Badge tone={STATE[s.state].tone}>{STATE[s.state].text}</Badge> <strong>{s.reason}</strong>
      <div className="ac-muted">
        {formatDateTime(s.starts_at, true)} até {formatDateTime(s.ended_at ?? s.ends_at, true)} · por{' '}
        {s.created_by_email ?? '—'}
        {s.ended_by_email ? ` · encerrado por ${s.ended_by_email}` : ''} · {s.silenced_count} alerta(s)
        silenciado(s)
      </div>
      {s.state === 'em_vigor' ? (
        <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => onEnd(s.id)}>
          Encerrar silêncio
        </button>
      ) : null}
    </li>
  );
}

/**
 * Silences (maintenance windows) from the Operação page: while one is in force no alert pages, each is
 * recorded as silenced (listed here and in Auditoria); setting and ending one is audited.
 */
export function AlertSilencesPanel() {
  const list = useApiQuery(api.silences.list, undefined, { select: (r) => r.data });
  const create = useApiMutation(api.silences.create, { invalidates: [api.silences.list] });
  const end = useApiMutation(api.silences.end, { invalidates: [api.silences.list] });
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState('60');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const endsAt = new Date(Date.now() + Number(minutes) * 60_000).toISOString();
    create.mutate({ body: { reason: reason.trim(), ends_at: endsAt } }, { onSuccess: () => setReason('') });
  };
  const error = create.error ?? end.error ?? list.error;
  const data = list.data;

  return (
    <Panel title="Silêncio de alertas (janela de manutenção)">
      <p className="ac-muted">
        Durante um silêncio nenhum alerta é enviado (webhook e Telegram); cada um fica registrado como
        silenciado. A pausa do motor não silencia nada por si só.
      </p>
      <form className="ac-toolbar" onSubmit={submit} data-testid="silence-form">
        <input
          className="ac-input"
          aria-label="Motivo do silêncio"
          placeholder="Motivo (ex.: troca do servidor do Redis)"
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
        />
        <Select
          className="ac-select"
          aria-label="Duração do silêncio"
          value={minutes}
          onChange={setMinutes}
          options={DURATIONS}
        />
        <button type="submit" className="btn btn--primary btn--sm" disabled={create.isPending}>
          Silenciar alertas
        </button>
      </form>
      {error ? <ErrorNote>{adminErrorMessage(error)}</ErrorNote> : null}
      {!data ? (
        <p className="ac-muted">
          {list.isError ? 'Não foi possível carregar os silêncios.' : 'Carregando...'}
        </p>
      ) : data.silences.length === 0 ? (
        <EmptyState title="Nenhum silêncio registrado" />
      ) : (
        <ul className="ac-list">
          {data.silences.map((s) => (
            <SilenceRow
              key={s.id}
              s={s}
              busy={end.isPending}
              onEnd={(id) => end.mutate({ params: { id: String(id) } })}
            />
          ))}
        </ul>
      )}
      {data && data.silenced_alerts.length > 0 ? (
        <>
          <h3 className="ac-panel__title">Alertas silenciados (mais recentes)</h3>
          <ul className="ac-list" data-testid="silenced-alerts">
            {data.silenced_alerts.map((a, i) => (
              <li key={`${a.at}-${i}`}>
                <span className="ac-mono">{formatDateTime(a.at, true)}</span> · {a.title} (silêncio #
                {a.silence_id})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
