export { createApplication, type Application, type ApplicationDeps } from './app';
export { loadGatewayConfig, type GatewayConfig } from './config/env';
export type { AppContext } from './context';
