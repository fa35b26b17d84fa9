import type { TrackRecordResponse } from '@sinais/shared';
import { ciText, ratePct, signedPct, totalNet } from './figures';

function Tile({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <div className="stat-tile" data-testid={testId}>
      <span className="stat-tile__label">{label}</span>
      <span className="stat-tile__value">{value}</span>
      {hint ? <span className="stat-tile__trend muted">{hint}</span> : null}
    </div>
  );
}

/** The record's headline figures: signals, closed trades, win rate with its interval, net results. */
export function RecordSummary({ r }: { r: TrackRecordResponse }) {
  const s = r.summary;
  return (
    <div className="stat-grid track-summary" data-testid="track-summary" data-record={r.record}>
      <Tile
        testId="track-signals"
        label={r.record === 'experimental' ? 'Sinais experimentais' : 'Sinais publicados'}
        value={String(s.signals)}
        hint={`${s.confirmed} confirmados · ${s.rejected} rejeitados`}
      />
      <Tile
        label="Operações encerradas"
        value={String(s.closed)}
        hint={`${s.wins} alvo · ${s.losses} stop · ${s.expired} expiradas · ${s.open} em aberto`}
      />
      <Tile
        testId="track-win-rate"
        label="Taxa de acerto"
        value={ratePct(s.win_rate)}
        hint={s.win_rate_ci ? `IC 95 %: ${ciText(s.win_rate_ci)}` : 'sem operações encerradas'}
      />
      <Tile
        testId="track-avg-net"
        label="Resultado líquido médio"
        value={signedPct(s.avg_net_pct)}
        hint="por operação, após taxas"
      />
      <Tile
        testId="track-total-net"
        label="Resultado líquido acumulado"
        value={signedPct(totalNet(s))}
        hint="soma de operações de mesmo tamanho"
      />
    </div>
  );
}
