import type { PairAnalysis } from '@sinais/shared';
import { EmptyState, Panel } from '@/components/admin/console';
import { formatTime } from '@/lib/format';
import { noSignalReason, resultBadge } from './analysis-verdict';
import { formatFigure } from './format-figure';
import { IndicatorTable } from './indicator-table';
import { scoreClass } from './score-class';

const THRESHOLD = 75;

/** The verdict in words: the signal, or why there is none (a score of 100 alone does not make one). */
function verdictText(a: PairAnalysis): string {
  if (a.signal_generated) return `Sinal ${a.direction} gerado (limiar ${THRESHOLD})`;
  const reason = noSignalReason(a);
  if (reason) return `Sem sinal: ${reason}`;
  return a.overall_score < THRESHOLD
    ? `Pontuação abaixo do limiar de ${THRESHOLD}`
    : 'Sem sinal (motivo não registrado)';
}

/** The pair being (or last) analysed: price, strategy, score, verdict and indicators by timeframe. */
export function CurrentAnalysisPanel({
  current,
  currentPair,
}: {
  current: PairAnalysis | null;
  currentPair: string | null;
}) {
  return (
    <Panel
      title={
        current
          ? `${current.symbol === currentPair ? 'Par em análise' : 'Último par analisado'} · ${current.symbol}`
          : 'Par em análise'
      }
      actions={current ? resultBadge(current) : null}
    >
      {current ? (
        <div data-testid="current-analysis">
          <dl className="ac-kv" style={{ marginBottom: 12 }}>
            <dt>Preço atual</dt>
            <dd>{formatFigure(current.indicators.current_price, 6)}</dd>
            <dt>Estratégia</dt>
            <dd>{current.strategy}</dd>
            <dt>Pontuação</dt>
            <dd>
              <span className={scoreClass(current.overall_score)}>
                {formatFigure(current.overall_score, 1)}
              </span>{' '}
              / 100
            </dd>
            <dt>Resultado</dt>
            <dd data-testid="analysis-verdict">{verdictText(current)}</dd>
            {current.signal ? (
              <>
                <dt>Entrada / alvo / stop</dt>
                <dd>
                  {formatFigure(current.signal.entry_price, 6)} /{' '}
                  <span className="ac-buy">{formatFigure(current.signal.target_price, 6)}</span> /{' '}
                  <span className="ac-sell">{formatFigure(current.signal.stop_loss, 6)}</span>
                </dd>
              </>
            ) : null}
            <dt>Analisado às</dt>
            <dd>{formatTime(current.analyzed_at)}</dd>
          </dl>
          <IndicatorTable current={current} />
        </div>
      ) : (
        <EmptyState title="Nenhum par analisado ainda" />
      )}
    </Panel>
  );
}
