import type { GateDecision } from '@sinais/shared';
import { adminErrorMessage, Badge, Panel, AdminPage, EmptyPanel } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { formatDate, formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { useGateDecisions } from '@/lib/gate-decisions';
import { EXPERIMENTAL_AUDIENCE, GateRulePanel } from './gate-rule-panel';
import '@/styles/admin-console.css';
import { BusyButton } from '@/components/busy-button';

const MISSING = '—';
const pct = (x: number | null, d = 2) => (x === null ? MISSING : formatPercent(x, d, true));

const COLUMNS: Column<GateDecision>[] = [
  { header: 'Estratégia', className: 'ac-mono', cell: (d) => d.strategy },
  { header: 'TF', cell: (d) => d.timeframe },
  {
    header: 'Decisão',
    cell: (d) =>
      d.published ? <Badge tone="green">Publicada</Badge> : <Badge tone="amber">Experimental</Badge>,
  },
  { header: 'Motivo', style: { whiteSpace: 'normal', minWidth: 240 }, cell: (d) => d.reason },
  {
    header: 'Operações',
    headerTitle: 'Operações encerradas no período avaliado',
    className: 'ac-mono',
    cell: (d) => d.evidence.trades,
  },
  {
    header: 'Acerto',
    className: 'ac-mono',
    cell: ({ evidence: e }) => (e.win_rate === null ? MISSING : formatPercent(e.win_rate * 100, 1)),
  },
  {
    header: 'Média líquida',
    headerTitle: 'P&L médio líquido por operação',
    className: 'ac-mono',
    cell: (d) => pct(d.evidence.avg_net_pct, 3),
  },
  {
    header: 'Base: média',
    headerTitle: 'Média das entradas aleatórias (mesmos pares, direções, distâncias e taxas)',
    className: 'ac-mono',
    cell: (d) => pct(d.evidence.baseline_mean_pct, 3),
  },
  {
    header: 'Base: p95',
    headerTitle: 'Percentil 95 das médias das entradas aleatórias: a barra a superar',
    className: 'ac-mono',
    cell: (d) => pct(d.evidence.baseline_p95_pct, 3),
  },
  {
    header: 'Percentil',
    headerTitle: 'Parcela das amostras aleatórias que a estratégia supera',
    className: 'ac-mono',
    cell: ({ evidence: e }) => (e.percentile === null ? MISSING : formatNumber(e.percentile, 1)),
  },
  {
    header: 'Drawdown máx.',
    className: 'ac-mono',
    cell: ({ evidence: e }) => (e.max_drawdown_pct === null ? MISSING : formatPercent(e.max_drawdown_pct, 1)),
  },
  {
    header: 'Período',
    className: 'ac-mono',
    cell: ({ evidence: e }) => `${formatDate(e.from)} – ${formatDate(e.to)}`,
  },
  { header: 'Pares', className: 'ac-mono', cell: (d) => d.evidence.symbols },
  { header: 'Decidido em', className: 'ac-mono', cell: (d) => formatDateTime(d.decided_at) },
];

function DecisionTable({ rows, testId }: { rows: readonly GateDecision[]; testId: string }) {
  return (
    <div>
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(d) => d.id}
        rowProps={(d) => ({ 'data-testid': 'gate-decision', 'data-published': d.published })}
        testId={testId}
      />
    </div>
  );
}

/** Admin page of the live gate: which strategy × timeframe pairs members get, and the evidence behind it. */
export function StrategyGatePage() {
  const q = useGateDecisions();
  const data = q.data;
  const published = data?.current.filter((d) => d.published).length ?? 0;
  return (
    <AdminPage
      title="Portão de estratégias"
      subtitle={`Quais estratégias × timeframes chegam a todos os membros como publicadas. As outras ficam experimentais, marcadas e com histórico próprio: visíveis para ${EXPERIMENTAL_AUDIENCE}.`}
      actions={
        <BusyButton
          tone="plain"
          busy={q.isFetching}
          busyLabel="Atualizando..."
          onClick={() => void q.refetch()}
        >
          Atualizar
        </BusyButton>
      }
    >
      {data?.mode ? (
        <>
          <Panel>
            <p data-testid="gate-mode" className={data.mode.enabled ? 'ac-muted' : 'ac-sell'}>
              {data.mode.reason}
            </p>
          </Panel>
          <GateRulePanel mode={data.mode} publishedNow={published} />
        </>
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
        <EmptyPanel title="O motor ainda não avaliou as estratégias">
          <p className="ac-muted">
            {data.mode && !data.mode.enabled
              ? 'Com o portão desligado, todos os sinais chegam aos membros.'
              : `Até a primeira avaliação, todos os sinais são experimentais: só ${EXPERIMENTAL_AUDIENCE} os veem.`}
          </p>
        </EmptyPanel>
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
    </AdminPage>
  );
}
