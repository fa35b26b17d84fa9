import type { EngineHealth } from '@sinais/shared';

/** The server's engine-health answer for an engine that reports, with any field overridden. */
export const engineHealthAnswer = (over: Partial<EngineHealth> = {}): EngineHealth => ({
  state: 'online',
  cause: null,
  message: 'Motor de análise no ar',
  heartbeat_at: null,
  heartbeat_age_ms: null,
  stale_after_ms: 30_000,
  instance_id: 'engine-a',
  bus: true,
  server_time: new Date().toISOString(),
  ...over,
});
