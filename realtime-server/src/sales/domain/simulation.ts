import {
  fallbackPrice,
  makeEnvelope,
  ROOMS,
  SIMULATION,
  SIMULATION_MESSAGES,
  simulatePosition,
  summarize,
  type PriceSource,
  type SimulatedSignal,
  type SimulationResponse,
} from '@sinais/shared';
import type { Logger } from '@sinais/shared/server';
import type { LiveConnections } from '../../platform/live';
import type { SignalRow, SimulationRepo } from '../data/simulation.repo';
import type { PriceBook } from './price-book';

const DAY_MS = 86_400_000;

/** One confirmed signal's simulated position at the current (or a labelled stand-in) price. */
function simulateSignal(r: SignalRow, book: PriceBook, now: Date) {
  const entry = Number(r.entry_price);
  const quote = book.get(r.symbol, now.getTime());
  const source: PriceSource = quote ? (quote.simulated ? 'market_simulator' : 'live') : 'fallback';
  const price = quote ? quote.price : fallbackPrice(entry, r.id, now.getTime());
  const since = new Date(r.confirmed_at ?? r.entry_time).getTime();
  const prior = r.sim_status
    ? {
        status: r.sim_status,
        maxValue: Number(r.sim_max),
        closedValue: r.sim_closed_value === null ? null : Number(r.sim_closed_value),
        closedPrice: r.sim_closed_price === null ? null : Number(r.sim_closed_price),
      }
    : null;
  const res = simulatePosition({
    direction: r.direction,
    entryPrice: entry,
    currentPrice: price,
    hoursOpen: Math.max(0, (now.getTime() - since) / 3_600_000),
    // The engine's excursions come from real candles, so a liquidation between two looks still counts.
    bestExcursionPct: r.best_excursion_pct,
    worstExcursionPct: r.worst_excursion_pct,
    prior,
    estimated: source === 'fallback',
  });
  const status = res.status;
  const changed = !prior || prior.status !== res.status || res.maxValue > prior.maxValue;
  // A labelled stand-in price is shown but never recorded as a real outcome.
  const save =
    source !== 'fallback' && changed
      ? {
          id: r.id,
          status: res.status,
          max: res.maxValue,
          closedValue: res.closedValue,
          closedPrice: res.closedPrice,
        }
      : null;
  const signal: SimulatedSignal = {
    id: r.id,
    symbol: r.symbol,
    signal_type: r.direction,
    status,
    entry_price: entry,
    current_price: res.currentPrice,
    days_monitored: Math.round(((now.getTime() - since) / DAY_MS) * 10) / 10,
    confirmed_at: r.confirmed_at ? new Date(r.confirmed_at).toISOString() : null,
    price_source: source,
    simulation: {
      investment: SIMULATION.investment,
      current_value: res.currentValue,
      pnl_usd: res.pnlUsd,
      pnl_percentage: res.pnlPct,
      max_value_reached: res.maxValue,
      target_value: SIMULATION.targetValue,
      position_size: res.positionSize,
      fees_usd: res.feesUsd,
      funding_usd: res.fundingUsd,
      liquidation_price: res.liquidationPrice,
      closed_price: res.status === 'MONITORING' ? null : res.closedPrice,
    },
    leverage: {
      max_leverage: SIMULATION.maxLeverage,
      current_profit: res.pnlPct,
      max_profit_reached: res.maxProfitPct,
    },
  };
  return { signal, source, save };
}

/** The simulation of the 20 latest confirmed signals, from live prices; what a position reached is kept. */
export async function computeSimulation(
  positions: SimulationRepo,
  book: PriceBook,
  now = new Date(),
): Promise<SimulationResponse> {
  const rows = await positions.latestConfirmedWithPositions(SIMULATION.maxSignals);
  const simulated = rows.map((r) => simulateSignal(r, book, now));
  const sources = new Set<PriceSource>(simulated.map((x) => x.source));
  const signals: SimulatedSignal[] = simulated.map((x) => x.signal);
  for (const { save } of simulated) if (save) await positions.savePosition(save);

  const summary = summarize(
    signals.map((s) => ({
      status: s.status,
      investment: s.simulation.investment,
      currentValue: s.simulation.current_value,
      pnlUsd: s.simulation.pnl_usd,
    })),
  );
  const price_source: PriceSource = sources.has('fallback')
    ? 'fallback'
    : sources.has('market_simulator')
      ? 'market_simulator'
      : 'live';
  return {
    summary,
    signals,
    price_source,
    message: signals.length === 0 ? SIMULATION_MESSAGES.noSignals : null,
    generated_at: now.toISOString(),
  };
}

const PUSH_INTERVAL_MS = 5_000;

/**
 * Pushes 'simulation:updated' to this gateway's own admin sockets every few seconds while prices move.
 * Each gateway computes from the same bus prices for its own sockets, so nothing is duplicated across gateways.
 */
export function startSimulationPush(deps: {
  positions: SimulationRepo;
  logger: Logger;
  book: PriceBook;
  live: () => LiveConnections | undefined;
}) {
  let lastRevision = -1;
  let lastPush = 0;
  let running = false;
  const timer = setInterval(() => {
    const live = deps.live();
    if (!live || running) return;
    const admins = live.localRoomSize(ROOMS.admins);
    const rev = deps.book.revision();
    // Without live prices, refresh the labelled stand-in at the page's own 10 s pace.
    if (admins === 0 || (rev === lastRevision && Date.now() - lastPush < SIMULATION.refreshMs)) return;
    running = true;
    computeSimulation(deps.positions, deps.book)
      .then((data) => {
        lastRevision = rev;
        lastPush = Date.now();
        live.emitLocal(ROOMS.admins, makeEnvelope('simulation:updated', data));
      })
      .catch((err: unknown) => deps.logger.warn({ err }, 'falha ao calcular a simulação'))
      .finally(() => {
        running = false;
      });
  }, PUSH_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
