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

/** What the record's signals are: experimental, demonstration (all on simulated prices), or published. */
function signalsLabel(r: TrackRecordResponse): string {
  if (r.record === 'experimental') return 'Sinais experimentais';
  const allDemo = r.simulated_entries > 0 && r.simulated_entries === r.summary.signals;
  return allDemo ? 'Sinais de demonstração' : 'Sinais publicados';
}

/** The record's headline figures: signals, closed trades, win rate with its interval, net results. */
export function RecordSummary({ r }: { r: TrackRecordResponse }) {
  const s = r.summary;
  const someDemo = r.simulated_entries > 0 && r.simulated_entries < s.signals;
  return (
    <div className="stat-grid track-summary" data-testid="track-summary" data-record={r.record}>
      <Tile
        testId="track-signals"
        label={signalsLabel(r)}
        value={String(s.signals)}
        hint={`${s.confirmed} confirmados · ${s.rejected} rejeitados${someDemo ? ` · ${r.simulated_entries} de demonstração` : ''}`}
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
