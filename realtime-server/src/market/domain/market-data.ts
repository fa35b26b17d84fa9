import {
  allMarketsAt,
  analysisStatusSchema,
  btcDataSchema,
  btcDerivativesSnapshotSchema,
  btcStrength,
  cleanupStatusSchema,
  DAILY_CUTOFF_HOUR,
  describeFunding,
  describeLongShort,
  describeOpenInterest,
  describePrice,
  describeVolume,
  heartbeatSchema,
  marketSourceStateSchema,
  MORNING_CLEANUP_HOUR,
  monitoringStatusSchema,
  monitoringStateText,
  engineStaleAfterMs,
  sentimentScore,
  zonedParts,
  zonedTimeToUtc,
  type BtcData,
  type BtcSentiment,
  type CleanupStatus,
  type MarketSourceResponse,
} from '@sinais/shared';
import type { EngineStateRepo } from '../../platform/engine-state.repo';
import { AppError } from '../../errors';

/** Snapshots older than this are served but flagged: the engine may be down. */
const STALE_MS = 5 * 60_000;

export interface BtcView extends BtcData {
  strength: number;
  stale: boolean;
}

/** Where the prices come from, as the engine that last became active reported it (null before any engine). */
export async function marketSource(state: EngineStateRepo): Promise<MarketSourceResponse['data']> {
  const entry = await state.get('market_source', marketSourceStateSchema);
  return {
    source: entry?.value.kind ?? null,
    simulated: entry?.value.simulated ?? null,
    updated_at: entry?.updatedAt.toISOString() ?? null,
  };
}

export async function readBtc(state: EngineStateRepo, now = new Date()): Promise<BtcView | null> {
  const [entry, hb] = await Promise.all([
    state.get('btc', btcDataSchema),
    state.get('heartbeat', heartbeatSchema),
  ]);
  if (!entry) return null;
  const at = Date.parse(entry.value.updated_at) || entry.updatedAt.getTime();
  // The engine's price is live only while the engine is (the probes' rule): never "Operacional" from a dead one.
  const engineOnline = !!hb && now.getTime() - hb.updatedAt.getTime() <= engineStaleAfterMs(hb.value);
  return {
    ...entry.value,
    strength: btcStrength(entry.value.change_24h),
    stale: !engineOnline || now.getTime() - at > STALE_MS,
  };
}

export async function requireBtc(state: EngineStateRepo): Promise<BtcView> {
  const btc = await readBtc(state);
  if (!btc)
    throw new AppError(
      'btc_unavailable',
      'Dados do BTC ainda não disponíveis. Tente novamente em instantes.',
      503,
    );
  return btc;
}

export async function marketStatus(state: EngineStateRepo, now = new Date()) {
  const markets = allMarketsAt(now);
  const btc = await readBtc(state, now);
  const sp = zonedParts(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  const crypto = {
    status: 'ABERTO' as const,
    is_open: true,
    time: `${pad(sp.hour)}:${pad(sp.minute)}`,
    time_zone: 'America/Sao_Paulo',
  };
  return { markets: { ...markets, crypto }, btc };
}

/** Next hh:00 in Sao Paulo strictly after now. */
function nextAt(hour: number, now: Date): Date {
  const p = zonedParts(now);
  const today = zonedTimeToUtc(p.year, p.month, p.day, hour);
  if (today.getTime() > now.getTime()) return today;
  const q = zonedParts(new Date(now.getTime() + 86_400_000));
  return zonedTimeToUtc(q.year, q.month, q.day, hour);
}

/** The engine's cleanup snapshot; before the engine has written one, the schedule itself (both cycles scheduled). */
export async function cleanupStatus(
  state: EngineStateRepo,
  now = new Date(),
): Promise<CleanupStatus & { source: 'engine' | 'schedule'; updated_at: string | null }> {
  const entry = await state.get('cleanup_status', cleanupStatusSchema);
  if (entry) return { ...entry.value, source: 'engine', updated_at: entry.updatedAt.toISOString() };
  return {
    morning_cleanup: {
      time: '10:00',
      status: 'scheduled',
      description: 'Remove logs antigos e análises com mais de 7 dias',
      last_run: null,
      next_run: nextAt(MORNING_CLEANUP_HOUR, now).toISOString(),
    },
    evening_cleanup: {
      time: '21:00',
      status: 'scheduled',
      description: 'Corte diário: sinais pendentes sem confirmação são rejeitados',
      last_run: null,
      next_run: nextAt(DAILY_CUTOFF_HOUR, now).toISOString(),
    },
    source: 'schedule',
    updated_at: null,
  };
}

export async function monitoringStatus(state: EngineStateRepo, now = new Date()) {
  const [mon, hb, analysis] = await Promise.all([
    state.get('monitoring_status', monitoringStatusSchema),
    state.get('heartbeat', heartbeatSchema),
    state.get('analysis_status', analysisStatusSchema),
  ]);
  if (!mon)
    throw new AppError('monitoring_unavailable', 'Sistema de monitoramento ainda não reportou status.', 503);
  const engineOnline = hb ? now.getTime() - hb.updatedAt.getTime() <= engineStaleAfterMs(hb.value) : false;
  return {
    ...mon.value,
    // A dead engine's last status said "active": it is not.
    is_active: mon.value.is_active && engineOnline,
    status_text: monitoringStateText(mon.value, engineOnline),
    updated_at: mon.updatedAt.toISOString(),
    engine_online: engineOnline,
    market_source: hb?.value.market_source ?? null,
    simulated: hb?.value.simulated ?? null,
    time_scale: hb?.value.time_scale ?? 1,
    // Issue 16: the member's first-run screen says how far the engine's analysis has got.
    analysis: analysis
      ? {
          cycle_count: analysis.value.cycle_count,
          current_index: analysis.value.current_index,
          total_pairs: analysis.value.total_pairs,
          progress_percent: analysis.value.progress_percent,
          is_paused: analysis.value.is_paused,
        }
      : null,
  };
}

/** GET /api/btc_sentiment: scored from the BTC ticker and, when the engine snapshots them, the derivatives. */
export async function btcSentiment(state: EngineStateRepo, now = new Date()): Promise<BtcSentiment> {
  const btc = await requireBtc(state);
  const der = (await state.get('btc_derivatives', btcDerivativesSnapshotSchema))?.value ?? null;
  const volume = der?.volume_usdt_24h ?? btc.volume_24h ?? null;
  const result = sentimentScore({
    price: btc.price,
    change_24h: btc.change_24h,
    funding_rate: der?.funding_rate ?? null,
    next_funding_time: der?.next_funding_time ?? null,
    open_interest: der?.open_interest ?? null,
    open_interest_change_1h: der?.open_interest_change_1h ?? null,
    long_short_ratio: der?.long_short_ratio ?? null,
    volume_usdt_24h: volume,
    volume_usdt_avg: der?.volume_usdt_avg ?? null,
  });
  const missing = 'Dado indisponível no momento';
  const funding = der?.funding_rate ?? null;
  const oiChange = der?.open_interest_change_1h ?? null;
  const ls = der?.long_short_ratio ?? null;
  return {
    symbol: 'BTCUSDT',
    timestamp: now.toISOString(),
    overall_sentiment: {
      description: result.label.description,
      score: result.score,
      color_code: result.label.color_code,
    },
    price_data: {
      current_price: btc.price,
      price_change_24h_percent: btc.change_24h,
      description: describePrice(btc.change_24h),
    },
    funding_rate_data: {
      value: funding,
      description: funding === null ? missing : describeFunding(funding),
      next_funding_time: der?.next_funding_time ?? null,
    },
    open_interest_data: {
      value: der?.open_interest ?? null,
      change_1h_percent: oiChange,
      description: oiChange === null ? missing : describeOpenInterest(oiChange),
    },
    long_short_ratio_data: { value: ls, description: ls === null ? missing : describeLongShort(ls) },
    volume_data: {
      value_usdt_24h: volume,
      description: volume === null ? missing : describeVolume(volume, der?.volume_usdt_avg ?? null),
    },
    sources: Object.keys(result.components),
    simulated: btc.simulated,
  };
}
