import { formatDateTime, takeoverKind } from '@sinais/shared';
import { failoverAlert } from '@sinais/shared/server';
import type { EngineParts } from './parts';

type TakeoverParts = Pick<
  EngineParts,
  'instanceId' | 'startedAt' | 'stores' | 'log' | 'logger' | 'alerter' | 'env'
>;

/**
 * The previous active engine left without a clean stop. If this engine was already running beside it (a standby
 * whose start came before the other's last sign of life), that is a failover: audited and alerted. Otherwise this
 * is a restart after a crash: the outage itself was paged as the engine going down, so it is only logged.
 */
export async function reportTakeover(p: TakeoverParts): Promise<'failover' | 'restart' | null> {
  const { instanceId, stores } = p;
  const lease = { key: p.env.LEASE_KEY, ttlMs: p.env.LEASE_TTL_MS };
  const prev = await stores.instances.previousActive(instanceId, lease).catch(() => null);
  if (!prev || prev.stopped) return null;
  const lastSeen = new Date(prev.lastSeen);
  // The run keeps this sign of life, so the operator's engine story names the takeover as this engine does.
  await stores.instances.markStopped(prev.instanceId, 'crash', lastSeen).catch(() => undefined);
  if (takeoverKind({ stoppedClean: false, lastSignOfLife: lastSeen }, p.startedAt) === 'queda') {
    p.log.warn(
      'SYSTEM',
      `Reinício após queda: ${instanceId} assumiu depois que ${prev.instanceId} parou sem encerrar (último sinal de vida às ${formatDateTime(lastSeen, true)})`,
    );
    return 'restart';
  }
  p.log.warn('SYSTEM', `Failover: ${instanceId} assumiu no lugar de ${prev.instanceId} (parou sem encerrar)`);
  const details = { from: prev.instanceId, to: instanceId, last_seen: prev.lastSeen };
  await stores.instances
    .auditFailover(details)
    .catch((err: unknown) => p.logger.warn({ err }, 'falha ao auditar o failover'));
  void p.alerter.notify(failoverAlert({ from: prev.instanceId, to: instanceId, lastSeen, at: new Date() }));
  return 'failover';
}
