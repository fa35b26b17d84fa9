export { createApplication, type Application, type ApplicationDeps } from './app';
export { loadGatewayConfig, type GatewayConfig } from './config/env';
export type { AppContext } from './context';
/** How the API map's routes were registered (tests walk the Express stack with them). */
export { mapRouteOf } from './http/api-route';
export { accessOfGate } from './http/access-gate';
