import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { classStars, formatDateTime, formatPercent, formatRiskReward } from '@sinais/shared';
import { PageHeader } from '@/components/page-header';
import { DemoNotice } from '@/components/demo-notice/demo-notice';
import { ExperimentalBadge } from '@/components/experimental-badge';
import { useSignalsStore } from '@/lib/live/signals-store';
import { startRealtime } from '@/lib/socket';
import { useStrategyTracks } from '@/lib/strategy-tracks';
import { CopyPrice } from './copy-price';
import { Outcome, Reasons, StrategyRecord } from './detail-sections';
import { SignalChart } from './signal-chart';
import '@/styles/member-area.css';
import '@/components/signal-card/signal-card.css';
import './signal-detail.css';

const TITLE = 'Detalhe do sinal';

export function SignalDetailPage() {
  const { signalId = '' } = useParams();
  const entry = useSignalsStore((s) => s.byId[signalId]);
  const status = useSignalsStore((s) => s.status);
  // An experimental signal's strategy record is the experimental one (never the published record).
  const tracks = useStrategyTracks(entry?.signal.experimental ? 'experimental' : 'published');

  useEffect(() => {
    startRealtime();
  }, []);

  const back = (
    <Link to="/dashboard" className="btn btn--ghost btn--sm">
      ← Voltar ao dashboard
    </Link>
  );

  if (!entry) {
    const loading = status === 'idle' || status === 'loading';
    return (
      <section className="page signal-detail" aria-labelledby="page-title">
        <PageHeader title={TITLE} actions={back} />
        <div className="detail-message" role={loading ? undefined : 'alert'}>
          {loading ? 'Carregando sinal...' : 'Sinal não encontrado: ele pode ter saído da lista do dia.'}
        </div>
      </section>
    );
  }

  const s = entry.signal;
  const buy = s.direction === 'COMPRA';
  const stars = classStars(s.signal_class);
  const track = tracks.data?.get(`${s.strategy}|${s.timeframe}`) ?? null;

  return (
    <section className="page signal-detail" aria-labelledby="page-title" data-testid="signal-detail">
      <PageHeader
        title={TITLE}
        eyebrow={s.simulated ? 'Sinal de demonstração · preços simulados' : 'Sinal confirmado'}
        subtitle={
          <>
            <strong className="signal-detail__symbol">{s.symbol}</strong>{' '}
            <span className={`dir-badge dir-badge--${buy ? 'buy' : 'sell'}`}>
              {buy ? '▲ COMPRA' : '▼ VENDA'}
            </span>{' '}
            <span className={`stars stars--${stars.color}`} aria-label={`Classe ${s.signal_class}`}>
              {stars.count > 0 ? '★'.repeat(stars.count) : '—'}
            </span>{' '}
            {s.signal_class} · confirmado {s.confirmed_at ? formatDateTime(s.confirmed_at) : '—'}
          </>
        }
        actions={back}
      />
      {s.simulated ? <DemoNotice /> : null}
      {s.experimental ? <ExperimentalBadge strategy={s.strategy} timeframe={s.timeframe} /> : null}

      <section className="detail-box" aria-labelledby="plan-title">
        <h2 id="plan-title">Plano da operação</h2>
        <div className="copy-prices">
          <CopyPrice label="Entrada" value={s.entry_price} reference={s.entry_price} />
          <CopyPrice label="Alvo" value={s.target_price} reference={s.entry_price} tone="buy" />
          <CopyPrice
            label={s.trail_distance ? 'Stop móvel' : 'Stop'}
            value={s.stop_loss}
            reference={s.entry_price}
            tone="sell"
          />
        </div>
        <p className="muted">
          Projeção {formatPercent(s.projection_percentage, 2)} · risco/retorno{' '}
          <span data-testid="risk-reward">
            {formatRiskReward(s.entry_price, s.target_price, s.stop_loss)}
          </span>
        </p>
      </section>

      <SignalChart signal={s} />

      <div className="detail-grid">
        <Reasons signal={s} />
        <StrategyRecord signal={s} track={track} loading={tracks.isPending} />
        <Outcome signal={s} />
      </div>
    </section>
  );
}
