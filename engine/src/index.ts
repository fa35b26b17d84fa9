export { startEngine, type EngineDeps, type EngineHandle } from './engine';
export { loadEngineConfig, engineConfigFrom, type EngineConfig } from './config/env';
export type { MarketSource } from './sources/market-source';
