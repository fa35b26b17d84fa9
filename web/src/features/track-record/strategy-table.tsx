import type { StrategyTrack } from '@sinais/shared';
import { ciText, ratePct, signedPct, totalNet } from './figures';

/** The record of each strategy × timeframe: win rate with its Wilson 95 % interval, net figures. */
export function StrategyTable({ rows }: { rows: readonly StrategyTrack[] }) {
  return (
    <div className="table-scroll">
      <table className="track-table" data-testid="track-strategies">
        <thead>
          <tr>
            <th scope="col">Estratégia</th>
            <th scope="col">Timeframe</th>
            <th scope="col" className="num">
              Sinais
            </th>
            <th scope="col" className="num">
              Rejeitados
            </th>
            <th scope="col" className="num">
              Encerrados
            </th>
            <th scope="col" className="num">
              Taxa de acerto
            </th>
            <th scope="col" className="num">
              IC 95 %
            </th>
            <th scope="col" className="num">
              Líquido médio
            </th>
            <th scope="col" className="num">
              Líquido acumulado
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((g) => (
            <tr key={`${g.strategy}|${g.timeframe}`}>
              <td className="strong">{g.strategy}</td>
              <td>{g.timeframe}</td>
              <td className="num">{g.signals}</td>
              <td className="num">{g.rejected}</td>
              <td className="num">
                {g.closed}
                <small className="muted">
                  {' '}
                  ({g.wins}/{g.losses}/{g.expired})
                </small>
              </td>
              <td className="num">{ratePct(g.win_rate)}</td>
              <td className="num">{ciText(g.win_rate_ci)}</td>
              <td className="num">{signedPct(g.avg_net_pct)}</td>
              <td className="num">{signedPct(totalNet(g))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
