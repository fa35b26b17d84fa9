import { create } from 'zustand';
import { btcStrength, type TypedEnvelope } from '@sinais/shared';

export interface BtcView {
  price: number;
  change_24h: number;
  strength: number;
  volume_24h: number | null;
  simulated: boolean;
  /** How many times faster than the wall clock the market runs (the simulator; 1 on the exchange). */
  time_scale: number;
  updated_at: string | null;
  /** True when these are the spec's fallback constants (every source failed). */
  fallback: boolean;
}

/** spec 000 §7: when every BTC source fails, price 95000, change 0, strength 50. */
export const BTC_FALLBACK: BtcView = {
  price: 95000,
  change_24h: 0,
  strength: 50,
  volume_24h: null,
  simulated: false,
  time_scale: 1,
  updated_at: null,
  fallback: true,
};

export interface MarketState {
  btc: BtcView | null;
  /** Last traded price per symbol, from market:ticked. */
  prices: Record<string, number>;
  pricesAt: number | null;
  setBtc: (btc: BtcView) => void;
  'btc:updated': (env: TypedEnvelope<'btc:updated'>) => void;
  'market:ticked': (env: TypedEnvelope<'market:ticked'>) => void;
}

export function createMarketStore() {
  return create<MarketState>()((set, get) => ({
    btc: null,
    prices: {},
    pricesAt: null,
    setBtc: (btc) => set({ btc }),
    'btc:updated': (env) => {
      const d = env.data;
      if (!d || typeof d.price !== 'number') return;
      set({
        btc: {
          price: d.price,
          change_24h: d.change_24h,
          strength: btcStrength(d.change_24h),
          volume_24h: d.volume_24h,
          simulated: d.simulated,
          time_scale: d.time_scale ?? 1,
          updated_at: d.updated_at,
          fallback: false,
        },
      });
    },
    'market:ticked': (env) => {
      if (!env.data?.prices) return;
      set({ prices: { ...get().prices, ...env.data.prices }, pricesAt: Date.now() });
    },
  }));
}

export const useMarketStore = createMarketStore();
