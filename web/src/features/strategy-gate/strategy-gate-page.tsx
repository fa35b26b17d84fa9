import type { GateDecision } from '@sinais/shared';
import { adminErrorMessage, Badge, EmptyState, Panel } from '@/components/admin/console';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { useGateDecisions } from '@/lib/gate-decisions';
import '@/styles/admin-console.css';

const MISSING = '—';
const pct = (x: number | null, d = 2) => (x === null ? MISSING : formatPercent(x, d, true));

function DecisionRow({ d }: { d: GateDecision }) {
  const e = d.evidence;
  return (
    <tr data-testid="gate-decision" data-published={d.published}>
      <td className="ac-mono">{d.strategy}</td>
      <td>{d.timeframe}</td>
      <td>
        {d.published ? <Badge tone="green">Publicada</Badge> : <Badge tone="amber">Experimental</Badge>}
      </td>
      <td style={{ whiteSpace: 'normal', minWidth: 240 }}>{d.reason}</td>
      <td className="ac-mono">{e.trades}</td>
      <td className="ac-mono">{e.win_rate === null ? MISSING : formatPercent(e.win_rate * 100, 1)}</td>
      <td className="ac-mono">{pct(e.avg_net_pct, 3)}</td>
      <td className="ac-mono">{pct(e.baseline_mean_pct, 3)}</td>
      <td className="ac-mono">{pct(e.baseline_p95_pct, 3)}</td>
      <td className="ac-mono">{e.percentile === null ? MISSING : formatNumber(e.percentile, 1)}</td>
      <td className="ac-mono">
        {e.max_drawdown_pct === null ? MISSING : formatPercent(e.max_drawdown_pct, 1)}
      </td>
      <td className="ac-mono">
        {formatDate(e.from)} – {formatDate(e.to)}
      </td>
      <td className="ac-mono">{e.symbols}</td>
      <td className="ac-mono">{formatDateTime(d.decided_at)}</td>
    </tr>
  );
}

function DecisionTable({ rows, testId }: { rows: readonly GateDecision[]; testId: string }) {
  return (
    <div>
      <table className="ac-table" data-testid={testId}>
        <thead>
          <tr>
            <th>Estratégia</th>
            <th>TF</th>
            <th>Decisão</th>
            <th>Motivo</th>
            <th title="Operações encerradas no período avaliado">Operações</th>
            <th>Acerto</th>
            <th title="P&L médio líquido por operação">Média líquida</th>
            <th title="Média das entradas aleatórias (mesmos pares, direções, distâncias e taxas)">
              Base: média
            </th>
            <th title="Percentil 95 das médias das entradas aleatórias: a barra a superar">Base: p95</th>
            <th title="Parcela das amostras aleatórias que a estratégia supera">Percentil</th>
            <th>Drawdown máx.</th>
            <th>Período</th>
            <th>Pares</th>
            <th>Decidido em</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <DecisionRow key={d.id} d={d} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Admin page of the live gate: which strategy × timeframe pairs members get, and the evidence behind it. */
export function StrategyGatePage() {
  const q = useGateDecisions();
  const data = q.data;
  const published = data?.current.filter((d) => d.published).length ?? 0;
  return (
    <section className="page ac" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Administração"
        title="Portão de estratégias"
        subtitle="Só as estratégias × timeframes que superam o percentil 95 das entradas aleatórias, líquidas de taxas, fora da amostra, chegam aos membros. As outras ficam experimentais, visíveis só para administradores."
        actions={
          <button
            type="button"
            className="btn btn--sm"
            onClick={() => void q.refetch()}
            disabled={q.isFetching}
          >
            {q.isFetching ? 'Atualizando...' : 'Atualizar'}
          </button>
        }
      />
      {data?.mode ? (
        <Panel>
          <p data-testid="gate-mode" className={data.mode.enabled ? 'ac-muted' : 'ac-sell'}>
            {data.mode.reason}
          </p>
        </Panel>
      ) : null}
      {q.isError ? (
        <Panel>
          <p role="alert" className="ac-sell">
            {adminErrorMessage(q.error)}
          </p>
        </Panel>
      ) : !data ? (
        <Panel>
          <p className="ac-muted">Carregando decisões...</p>
        </Panel>
      ) : data.current.length === 0 ? (
        <Panel>
          <EmptyState title="O motor ainda não avaliou as estratégias">
            <p className="ac-muted">
              {data.mode && !data.mode.enabled
                ? 'Com o portão desligado, todos os sinais chegam aos membros.'
                : 'Até a primeira avaliação, todos os sinais são experimentais: só administradores os veem.'}
            </p>
          </EmptyState>
        </Panel>
      ) : (
        <>
          <Panel
            title={`Decisões em vigor · ${published} de ${data.current.length} publicadas`}
            className="gate-current"
          >
            <DecisionTable rows={data.current} testId="gate-current" />
          </Panel>
          <Panel title="Histórico recente">
            <DecisionTable rows={data.history} testId="gate-history" />
          </Panel>
        </>
      )}
    </section>
  );
}
