import { Link } from 'react-router-dom';
import { Badge, Panel } from '@/components/admin/console';
import { formatNumber } from '@/lib/format';
import { safeDate, type ListData } from './top-pairs-parts';

/** One selected pair: rank, symbol (opens its history), status, asset and price. */
export function PairCard({ pair: p }: { pair: ListData['pairs'][number] }) {
  return (
    <div className="ac-card" data-testid="pair-card">
      <div className="ac-card__head">
        <Badge tone="blue">#{p.rank}</Badge>
        <Link
          className="ac-card__symbol"
          to={`/admin/operacao/par/${p.symbol}`}
          title="Abrir o histórico do par"
        >
          {p.symbol}
        </Link>
        <span
          className={`ac-dot ${p.status === 'active' ? 'ac-dot--on' : 'ac-dot--off'}`}
          title={p.status === 'active' ? 'Ativo' : p.status}
          aria-label={p.status === 'active' ? 'Ativo' : p.status}
          style={{ marginLeft: 'auto', animation: 'none' }}
        />
      </div>
      <div className="ac-muted">
        {p.base_asset}/{p.quote_asset}
        {p.max_leverage ? ` · ${p.max_leverage}x` : ''}
      </div>
      <div className="ac-mono">{p.price === null ? 'N/A' : formatNumber(p.price, p.price < 1 ? 6 : 2)}</div>
    </div>
  );
}

export function Pager({
  current,
  pages,
  onPage,
}: {
  current: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="ac-pager" aria-label="Paginação">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        Anterior
      </button>
      <span className="ac-muted" data-testid="pairs-page">
        Página {current} de {pages}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={current >= pages}
        onClick={() => onPage(current + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}

/** A forced refresh's progress: the command, the engine's selection, then its result. */
export function RefreshProgress({
  step,
  progress,
  elapsed,
  list,
}: {
  step: 'requesting' | 'selecting' | 'done';
  progress: number;
  elapsed: number;
  list: ListData | null;
}) {
  return (
    <Panel>
      <div
        className="ac-progress"
        role="progressbar"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="Atualização dos pares"
      >
        <div className="ac-progress__bar" style={{ width: `${progress}%` }} />
      </div>
      <p className="ac-muted" data-testid="refresh-step" style={{ margin: '8px 0 0' }}>
        {step === 'requesting'
          ? 'Enviando comando ao motor...'
          : step === 'selecting'
            ? `Motor lendo contratos, alavancagem e volumes da exchange... (${elapsed} s)`
            : `Atualização concluída: ${list?.total ?? 0} pares selecionados às ${safeDate(list?.last_updated ?? null)}.`}
      </p>
    </Panel>
  );
}
