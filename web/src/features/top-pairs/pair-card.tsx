import { Link } from 'react-router-dom';
import type { TopPair } from '@sinais/shared';
import { Badge } from '@/components/admin/console';
import { formatNumber } from '@/lib/format';

/** One selected pair: rank, symbol (opens its history), status, asset and price. */
export function PairCard({ pair: p }: { pair: TopPair }) {
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
