import type { MarketSourceState } from '@sinais/shared';
import { redactSettings } from '@sinais/shared/server';
import { readResumePoint } from '../control/resume-point';
import { filterList } from '../lifecycle/filters';
import { maintainCandles } from '../publisher/candle-store';
import { reportTakeover } from './failover';
import type { EngineParts } from './parts';
import type { Role } from './role';
import { publishTicks } from './ticks';
import { keepSimMarket, resumeSimMarket } from './sim-market-memory';

const BTC_REFRESH_MS = 60_000;

/**
 * The active role: `activate` starts every loop the working engine runs (and stands down again if a step
 * fails), `deactivate` stops them, finishing the current pair and the queued writes first.
 */
export function activeRole(p: EngineParts, role: Role, beat: () => void) {
  let stops: Array<() => void> = [];

  async function becomeActive(): Promise<void> {
    const { source, log } = p;
    role.active = true;
    log.info(
      'SYSTEM',
      `Motor ativo (${p.instanceId}), fonte ${source.kind}${source.simulated ? ' — Dados Simulados' : ''}`,
    );
    await resumeSimMarket(p);
    await source.start();
    stops.push(keepSimMarket(p));
    await announce(p);
    // Read before anything publishes a fresh status over it.
    const resumePoint = await readResumePoint(p.stores.state);
    await p.control.refresh();
    if (p.lease) await reportTakeover(p);
    await restore(p);
    p.worker.resumeFrom(resumePoint);
    p.monitor.start();
    await p.gate.runner?.start();
    p.worker.start();
    if (p.env.DAILY_CYCLES) await p.cycles.start();
    stops.push(publishTicks(p, role));
    beat();
    void p.btc.publish();
    const btcTimer = setInterval(() => void p.btc.publish(), BTC_REFRESH_MS);
    stops.push(() => clearInterval(btcTimer));
    // Low priority: the first round waits for the analysis to get going (DERIVATIVES_FIRST_ROUND_MS).
    p.derivatives?.start();
    stops.push(
      maintainCandles(p.db, source, (err) =>
        p.logger.warn({ err }, 'falha na manutenção dos candles do gráfico'),
      ),
    );
  }

  async function deactivate(reason: string): Promise<void> {
    if (!role.active) return;
    p.log.warn('SYSTEM', `Motor deixa de ser ativo: ${reason}`);
    role.active = false;
    for (const stop of stops) stop();
    stops = [];
    await p.worker.stop();
    await p.derivatives?.stop();
    await p.gate.runner?.stop();
    await p.monitor.stop();
    p.cycles.stop();
  }

  /** Becomes the working engine; if any step fails it stands down again and rethrows. */
  async function activate(): Promise<void> {
    try {
      await becomeActive();
    } catch (err) {
      p.log.error('SYSTEM', 'Falha ao ativar o motor', { err });
      await deactivate('falha ao ativar').catch(() => undefined);
      throw err;
    }
  }

  return { activate, deactivate };
}

/** What the gateway shows of this engine: its source, filters, gate and settings. */
async function announce(p: EngineParts): Promise<void> {
  const { source, stores, instanceId, gate, env, log } = p;
  await stores.state.save('market_source', {
    kind: source.kind,
    simulated: source.simulated,
    instance_id: instanceId,
  } satisfies MarketSourceState);
  await stores.state.save('filters', filterList());
  await stores.state.save('strategy_gate', gate.mode);
  if (!gate.mode.enabled) log.warn('SIGNAL_GEN', gate.mode.reason);
  if (env.SIGNAL_EXPIRY_MS !== undefined)
    log.warn('SIGNAL_GEN', 'SIGNAL_EXPIRY_MS definido: o prazo das operações difere do plano avaliado');
  await stores.state.save('engine_settings', {
    instance_id: instanceId,
    build: p.build,
    settings: redactSettings(env),
  });
}

/** Open signals and TOP pairs the previous run left, picked up before anything new is decided. */
async function restore(p: EngineParts): Promise<void> {
  const restoredPairs = await p.topPairs.restore();
  const restored = await p.monitor.restore();
  if (restored.unwatched > 0)
    p.log.warn(
      'SIGNAL_GEN',
      `${restored.unwatched} sinal(is) pendente(s) rejeitado(s): janela não monitorada (motor fora do ar)`,
    );
  if (restored.open > 0 || restoredPairs)
    p.log.info('SIGNAL_GEN', `Retomados ${restored.open} sinal(is) aberto(s) da execução anterior`);
}
