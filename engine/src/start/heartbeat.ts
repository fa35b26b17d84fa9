import { hostname } from 'node:os';
import type { EngineParts } from './parts';
import type { Role } from './role';

/**
 * The heartbeat (both roles, so operators also see a standby waiting for the lease) and, while active, the
 * monitoring status with it. Returns stop() and when it last ran.
 */
export function startHeartbeat(p: EngineParts, role: Role) {
  let lastBeat = Date.now();
  const beat = () => {
    lastBeat = Date.now();
    try {
      p.publisher.publish('engine:heartbeat', {
        instance_id: p.instanceId,
        role: role.active ? 'active' : 'standby',
        market_source: p.source.kind,
        simulated: p.source.simulated,
        time_scale: p.source.timeScale,
        started_at: p.startedAt.toISOString(),
        uptime_s: Math.round((Date.now() - p.startedAt.getTime()) / 1000),
        rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
        heartbeat_ms: p.heartbeatMs,
        build: p.build,
        host: hostname(),
      });
      if (!role.active) return;
      // The stored pause is re-read every heartbeat: a command whose bus message was lost still applies.
      void p.control.refresh();
      publishMonitoringStatus(p);
    } catch (err) {
      p.logger.warn({ err }, 'heartbeat falhou');
    }
  };
  const timer = setInterval(beat, p.heartbeatMs);
  return { beat, lastBeatAt: () => lastBeat, stop: () => clearInterval(timer) };
}

export function publishMonitoringStatus(p: EngineParts): void {
  const paused = p.control.isPaused();
  p.publisher.publish('monitoring:status-changed', p.monitor.status(!paused, paused ? 'paused' : 'running'));
}
