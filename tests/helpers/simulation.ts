import type { Bus, Db } from '@sinais/shared/server';
import { confirmNewSignal } from '@sinais/shared/testing/server';

/** The three confirmed signals the simulated-investment suites price: BTCUSDT and SOLUSDT bought, ETHUSDT sold. */
export async function confirmSimulationSignals(db: Db, bus: Bus): Promise<void> {
  await confirmNewSignal(db, bus, {
    symbol: 'BTCUSDT',
    entry_price: 100_000,
    direction: 'COMPRA',
  });
  await confirmNewSignal(db, bus, {
    symbol: 'ETHUSDT',
    entry_price: 3_000,
    direction: 'VENDA',
  });
  await confirmNewSignal(db, bus, {
    symbol: 'SOLUSDT',
    entry_price: 200,
    direction: 'COMPRA',
  });
}
