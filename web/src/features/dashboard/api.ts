import { btcStrength, type MarketStatus } from '@sinais/shared';
import { http } from '@/lib/http';
import { BTC_FALLBACK, useMarketStore, type BtcView } from '@/lib/live/market-store';

export interface MarketsView {
  new_york: MarketStatus;
  asia: MarketStatus;
}

export interface CleanupCycle {
  time: string;
  status: string;
  description: string;
  last_run: string | null;
  next_run?: string;
}
export interface CleanupView {
  morning_cleanup: CleanupCycle;
  evening_cleanup: CleanupCycle;
}

/** GET /api/btc-price (every 30 s); when it fails and nothing is known yet, the spec's fallback. */
export async function refreshBtc(): Promise<void> {
  try {
    const b = await http<{
      price: number;
      change_24h: number;
      strength?: number;
      simulated?: boolean;
      time_scale?: number;
      updated_at?: string;
    }>('/api/btc-price', { auth: false });
    const view: BtcView = {
      price: b.price,
      change_24h: b.change_24h,
      strength: b.strength ?? btcStrength(b.change_24h),
      volume_24h: null,
      simulated: Boolean(b.simulated),
      time_scale: b.time_scale ?? 1,
      updated_at: b.updated_at ?? null,
      fallback: false,
    };
    useMarketStore.getState().setBtc(view);
  } catch {
    if (!useMarketStore.getState().btc) useMarketStore.getState().setBtc(BTC_FALLBACK);
  }
}

export async function fetchMarkets(): Promise<MarketsView> {
  const body = await http<{ data?: { markets?: MarketsView }; new_york?: MarketStatus; asia?: MarketStatus }>(
    '/api/market-status',
    { auth: false },
  );
  const m =
    body.data?.markets ?? (body.new_york && body.asia ? { new_york: body.new_york, asia: body.asia } : null);
  if (!m) throw new Error('Resposta de mercado inválida');
  return { new_york: m.new_york, asia: m.asia };
}

export async function fetchCleanup(): Promise<CleanupView> {
  const body = await http<{ data?: CleanupView } & Partial<CleanupView>>('/api/cleanup-status');
  const c = body.data ?? (body.morning_cleanup && body.evening_cleanup ? (body as CleanupView) : null);
  if (!c) throw new Error('Resposta de limpeza inválida');
  return c;
}
