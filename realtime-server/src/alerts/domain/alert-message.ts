import {
  decimalsOf,
  DEMO_SIGNAL_LABEL,
  demoTitle,
  formatPercent,
  formatUSD,
  type Signal,
  type SignalPushPayload,
} from '@sinais/shared';

/** The in-tab notification uses the same tag, so a push and a tab alert of one signal show once. */
const NOTIFICATION_TAG_PREFIX = 'sinais-cripto-sinal';
/** Prices are written with the entry's own decimals (spec 000 §5), at most this many. */
const MAX_PRICE_DECIMALS = 10;

function price(value: number, entry: number): string {
  return formatUSD(value, Math.min(Math.max(decimalsOf(entry), 2), MAX_PRICE_DECIMALS));
}

export function signalPath(signal: Pick<Signal, 'id'>): string {
  return `/sinal/${encodeURIComponent(signal.id)}`;
}

/**
 * "Novo sinal: BTCUSDT COMPRA" and one line with class, prices and projection; a signal made on simulated prices
 * says so in both ("[Demonstração] Novo sinal: …", the body opening with the demonstration label).
 */
export function signalAlertText(signal: Signal): { title: string; body: string } {
  const e = signal.entry_price;
  const plan =
    `${signal.signal_class} · ${signal.timeframe} · Entrada ${price(e, e)} · Alvo ${price(signal.target_price, e)}` +
    ` · Stop ${price(signal.stop_loss, e)} · Projeção ${formatPercent(signal.projection_percentage, 2, true)}`;
  return {
    title: demoTitle(`Novo sinal: ${signal.symbol} ${signal.direction}`, signal.simulated),
    body: signal.simulated ? `${DEMO_SIGNAL_LABEL} · ${plan}` : plan,
  };
}

export function signalPushPayload(signal: Signal, sound: boolean): SignalPushPayload {
  return {
    ...signalAlertText(signal),
    tag: `${NOTIFICATION_TAG_PREFIX}-${signal.id}`,
    url: signalPath(signal),
    signalId: signal.id,
    silent: !sound,
  };
}
