import { SEARCH_COUNT_CAP, type AdminStats, type SearchResponse } from '@sinais/shared';
import { Panel, Stat, EmptyPanel } from '@/components/admin/console';
import { DataTable } from '@/components/data-table/data-table';
import { formatBRL, formatNumber } from '@/lib/format';
import { SECTIONS, type SectionKey } from './search-results';
import { LoadMore, PartialNote } from './load-more';

/** The four figures above the search (zeros while loading or after a failure, spec 002 §8). */
export function AdminStatsGrid({ stats: s }: { stats: AdminStats }) {
  return (
    <div className="ac-grid ac-grid--stats" data-testid="admin-stats">
      <Stat
        label="Usuários"
        value={formatNumber(s.users.total, 0)}
        hint={`${formatNumber(s.users.active, 0)} ativos · ${s.users.new_today} novos hoje`}
        tone="blue"
      />
      <Stat
        label="Sinais"
        value={formatNumber(s.signals.total, 0)}
        hint={`${formatNumber(s.signals.active, 0)} ativos · ${s.signals.created_today} hoje`}
        tone="green"
      />
      <Stat
        label="Receita"
        value={formatBRL(s.payments.total_amount)}
        hint={`${formatNumber(s.payments.approved, 0)} pagamentos aprovados`}
        tone="amber"
      />
      <Stat
        label="Sessões ativas"
        value={s.system.active_sessions}
        hint={`Uptime ${s.system.uptime} · ${formatNumber(s.system.api_calls_today, 0)} chamadas hoje`}
      />
    </div>
  );
}

/** One search's answer: totals, the partial note, and each section with its "Mais resultados". */
export function SearchResultsView({
  result,
  seconds,
  onLoaded,
  onError,
}: {
  result: SearchResponse;
  seconds: number | null;
  onLoaded: (section: SectionKey, page: SearchResponse) => void;
  onError: (err: unknown) => void;
}) {
  const r = result.results;
  // Honest counts: exact up to the cap, then "mais de 1.000" (never the cap shown as the count).
  const countLabel = (key: SectionKey) => {
    const c = result.counts[key];
    if (!c.capped) return formatNumber(c.total, 0);
    return c.total >= SEARCH_COUNT_CAP
      ? `mais de ${formatNumber(c.total, 0)}`
      : `pelo menos ${formatNumber(c.total, 0)}`;
  };
  const anyCapped = Object.values(result.counts).some((c) => c.capped);
  const more = (key: SectionKey) => (
    <LoadMore
      section={key}
      result={result}
      countLabel={countLabel(key)}
      onLoaded={(page) => onLoaded(key, page)}
      onError={onError}
    />
  );
  // A section still searching older rows is shown even with no row yet: never silently empty.
  const section = <K extends SectionKey>(key: K) =>
    r[key].length || result.counts[key].partial ? (
      <Panel key={key} title={`${SECTIONS[key].title} (${countLabel(key)})`} className="ac-grid">
        <DataTable
          columns={SECTIONS[key].columns}
          rows={r[key]}
          rowKey={(row) => row.id}
          testId={`results-${key}`}
        />
        {more(key)}
      </Panel>
    ) : null;
  return (
    <div style={{ marginTop: 14 }} data-testid="search-results">
      <p className="ac-muted">
        <strong data-testid="search-total">
          {anyCapped
            ? `mais de ${formatNumber(result.total_results, 0)}`
            : formatNumber(result.total_results, 0)}
        </strong>{' '}
        resultado(s) para “{result.query}” em {formatNumber(seconds ?? result.took_ms / 1000, 3)} s
      </p>
      <PartialNote result={result} />
      {result.total_results === 0 && !Object.values(result.counts).some((c) => c.partial) ? (
        <EmptyPanel title="Nenhum resultado encontrado">
          Tente usar termos diferentes ou verifique a ortografia.
        </EmptyPanel>
      ) : null}
      {(Object.keys(SECTIONS) as SectionKey[]).map((key) => section(key))}
    </div>
  );
}
