// The validated kline rows live in shared: the gateway reads Binance klines for the chart with the same code.
export { klineRowSchema, klineRowsSchema, parseKlineRows, rowsToCandles } from '@sinais/shared/server';
