import { failoverAlert } from '@sinais/shared/server';
import type { EngineParts } from './parts';

/** The previous active engine left without a clean stop: a failover, audited and alerted. */
export async function reportFailover(p: EngineParts): Promise<void> {
  const { instanceId, stores } = p;
  const prev = await stores.instances.previousActive(instanceId).catch(() => null);
  if (!prev || prev.stopped) return;
  p.log.warn('SYSTEM', `Failover: ${instanceId} assumiu no lugar de ${prev.instanceId} (parou sem encerrar)`);
  const details = { from: prev.instanceId, to: instanceId, last_seen: prev.lastSeen };
  await stores.instances
    .auditFailover(details)
    .catch((err: unknown) => p.logger.warn({ err }, 'falha ao auditar o failover'));
  await stores.instances.markStopped(prev.instanceId, 'crash').catch(() => undefined);
  void p.alerter.notify(
    failoverAlert({ from: prev.instanceId, to: instanceId, lastSeen: prev.lastSeen, at: new Date() }),
  );
}
