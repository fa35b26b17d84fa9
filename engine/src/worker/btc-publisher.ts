import { btcDerivativesSnapshotSchema } from '@sinais/shared';
import type { EngineStateStore } from '../data/engine-state.store';
import type { Publisher } from '../publisher/publisher';
import type { SystemLogger } from '../publisher/system-log';
import type { MarketSource } from '../sources/market-source';

const HOUR = 3_600_000;

/**
 * BTC data for the dashboard (`btc:updated`, snapshot 'btc') and the derivatives the sentiment page scores
 * (snapshot 'btc_derivatives'): funding, open interest and its 1 h change, long/short ratio, volume vs its
 * 7-day average. Each part fails alone.
 */
export class BtcPublisher {
  private oi: Array<{ at: number; value: number }> = [];

  constructor(
    private readonly source: MarketSource,
    private readonly publisher: Publisher,
    private readonly state: EngineStateStore,
    private readonly log: SystemLogger,
  ) {}

  async publish(): Promise<void> {
    let volume24h: number | null = null;
    try {
      const b = await this.source.btc();
      volume24h = b.volume24h;
      this.publisher.publish('btc:updated', {
        price: b.price,
        change_24h: b.change24h,
        volume_24h: b.volume24h,
        market_cap: b.marketCap,
        dominance: b.dominance,
        simulated: this.source.simulated,
        time_scale: this.source.timeScale,
        updated_at: new Date().toISOString(),
      });
    } catch (err) {
      this.log.warn('SYSTEM', 'Falha ao atualizar dados do BTC', { err });
    }
    try {
      await this.derivatives(volume24h);
    } catch (err) {
      this.log.warn('SYSTEM', 'Falha ao atualizar derivativos do BTC', { err });
    }
  }

  private async derivatives(volume24h: number | null): Promise<void> {
    const now = Date.now();
    const d = await this.source.derivatives('BTCUSDT');
    if (d.openInterest !== null) this.oi.push({ at: now, value: d.openInterest });
    this.oi = this.oi.filter((x) => now - x.at <= 2 * HOUR);
    const hourAgo = this.oi.find((x) => now - x.at >= HOUR * 0.95);
    const daily = await this.source.klines('BTCUSDT', '1d', 8).catch(() => []);
    const past = daily.slice(0, -1).slice(-7);
    const snapshot = btcDerivativesSnapshotSchema.parse({
      funding_rate: d.fundingRate,
      next_funding_time: d.nextFundingTime !== null ? new Date(d.nextFundingTime).toISOString() : null,
      open_interest: d.openInterest,
      open_interest_change_1h:
        hourAgo && d.openInterest !== null && hourAgo.value > 0
          ? ((d.openInterest - hourAgo.value) / hourAgo.value) * 100
          : null,
      long_short_ratio: d.longShortRatio,
      volume_usdt_24h: volume24h,
      volume_usdt_avg: past.length > 0 ? past.reduce((a, c) => a + c.quoteVolume, 0) / past.length : null,
      updated_at: new Date(now).toISOString(),
    });
    await this.state.save('btc_derivatives', snapshot);
  }
}
