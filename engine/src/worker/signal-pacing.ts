/**
 * At most this many new signals per analysis cycle (issue 27 item 7): a fresh start, or a market-wide move,
 * must not flood members with dozens of plans at once. Setups past the limit are dropped, not queued (a setup
 * is taken only in the hour after its candle closed: trading/setup-freshness.ts), and the pair's analysis says
 * why ("limite de sinais novos neste ciclo atingido").
 */
export const MAX_NEW_SIGNALS_PER_CYCLE = 5;

export const cycleFull = (signalsInCycle: number, max = MAX_NEW_SIGNALS_PER_CYCLE) => signalsInCycle >= max;
