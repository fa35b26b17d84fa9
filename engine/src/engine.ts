import { trackEngineLeader } from '@sinais/shared/server';
import { activeRole } from './start/activation';
import { followCommands } from './start/commands';
import { publishMonitoringStatus, startHeartbeat } from './start/heartbeat';
import { buildParts, type EngineDeps, type EngineParts } from './start/parts';
import type { Role } from './start/role';

export type { EngineDeps };

export interface EngineHandle {
  stop(): Promise<void>;
  readonly instanceId: string;
  isActive(): boolean;
  /** When the heartbeat loop last ran (liveness: it stops when the event loop or the process is stuck). */
  lastHeartbeatAt(): number;
  readonly heartbeatMs: number;
}

/**
 * Wires the engine: market source → TOP pairs → sequential analysis → signal lifecycle, all events fanned
 * out by one publisher to the bus and the store. Every instance beats and listens; the one holding the lease
 * (or alone on the embedded store) runs the active role.
 */
export async function startEngine(deps: EngineDeps): Promise<EngineHandle> {
  const p = await buildParts(deps);
  const role: Role = { active: false };
  let started = false;
  trackEngineLeader(() => (role.active ? 'active' : started ? 'standby' : 'starting'));
  const heartbeat = startHeartbeat(p, role);
  const { activate, deactivate } = activeRole(p, role, heartbeat.beat);
  p.pause.onChange = () => {
    p.worker.pauseChanged();
    if (role.active) publishMonitoringStatus(p);
  };
  const unsubscribeCommands = followCommands(p, role);
  const leadership = await lead(p, role, activate, deactivate).catch(async (err: unknown) => {
    heartbeat.stop();
    unsubscribeCommands();
    await p.source.close();
    throw err;
  });
  started = true;

  return {
    instanceId: p.instanceId,
    heartbeatMs: p.heartbeatMs,
    isActive: () => role.active,
    lastHeartbeatAt: heartbeat.lastBeatAt,
    async stop() {
      heartbeat.stop();
      unsubscribeCommands();
      await leadership.settle();
      // Finish the current pair and the queued writes while still holding the lease, then hand it over.
      await deactivate('encerramento');
      await p.lease?.stop();
      await p.log.flush();
      await p.publisher.flush();
      // A clean stop: the next engine to take over is not a failover.
      await p.stores.instances.markStopped(p.instanceId, 'clean').catch(() => undefined);
      await p.source.close();
    },
  };
}

/**
 * Follows the lease: active while it is held. Lease changes are applied one at a time; the lease keeps
 * renewing while the engine starts or stops. Without a lease (embedded store) the engine is simply active.
 */
async function lead(
  p: EngineParts,
  role: Role,
  activate: () => Promise<void>,
  deactivate: (reason: string) => Promise<void>,
): Promise<{ settle(): Promise<void> }> {
  const lease = p.lease;
  if (!lease) {
    await activate();
    return { settle: async () => undefined };
  }
  let transitions: Promise<void> = Promise.resolve();
  let stopping = false;
  const follow = (leader: boolean) => {
    transitions = transitions
      .then(async () => {
        if (!leader) return deactivate('concessão perdida');
        if (role.active || stopping || !lease.isHeld) return;
        // Could not start (e.g. the store went away mid-way): give the lease back so a healthy instance can.
        await activate().catch(() => lease.release());
      })
      .catch((err: unknown) => p.logger.error({ err }, 'falha ao trocar o papel do motor'));
    return transitions;
  };
  p.logger.info(
    { instanceId: p.instanceId, lease: p.env.LEASE_KEY },
    'aguardando a concessão (lease) do motor',
  );
  await lease.start({ onAcquired: () => void follow(true), onLost: () => void follow(false) });
  await transitions;
  return {
    settle: () => {
      stopping = true;
      return transitions;
    },
  };
}
