// The market area's public face: what other areas may use.
export { readBtc, type BtcView } from './domain/market-data';
