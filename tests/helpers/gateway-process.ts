// The gateway process harness lives with the test fixtures, so benches use it without importing the tests.
export { spawnGateway, waitForHttp, type GatewayProcess } from '@sinais/shared/testing/server';
