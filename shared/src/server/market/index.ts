export * from './kline-rows';
export * from './binance-klines';
