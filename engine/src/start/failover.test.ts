import { describe, expect, it } from 'vitest';
import { reportTakeover } from './failover';

const LAST_SEEN = '2026-11-29T10:00:00.000Z';

function partsStartedAt(startedAt: string, prev: { stopped: boolean } | null) {
  const logged: string[] = [];
  const audited: unknown[] = [];
  const alerts: Array<{ kind: string }> = [];
  const stopped: string[] = [];
  const parts = {
    instanceId: 'motor-b',
    env: { LEASE_KEY: 'sinais:engine:lease', LEASE_TTL_MS: 10_000 },
    startedAt: new Date(startedAt),
    stores: {
      instances: {
        previousActive: async () =>
          prev ? { instanceId: 'motor-a', stopped: prev.stopped, lastSeen: LAST_SEEN } : null,
        markStopped: async (id: string, _kind: string, at?: Date) =>
          void stopped.push(`${id}@${at?.toISOString()}`),
        auditFailover: async (d: unknown) => void audited.push(d),
      },
    },
    log: { warn: (_service: string, message: string) => void logged.push(message) },
    logger: { warn: () => undefined },
    alerter: { notify: async (a: { kind: string }) => void alerts.push(a) },
  };
  return {
    parts: parts as unknown as Parameters<typeof reportTakeover>[0],
    logged,
    audited,
    alerts,
    stopped,
  };
}

describe('who took over from an engine that left without a clean stop', () => {
  it('a standby running beside it (started before its last sign of life) is a failover: audited and alerted', async () => {
    const t = partsStartedAt('2026-11-29T09:30:00.000Z', { stopped: false });
    expect(await reportTakeover(t.parts)).toBe('failover');
    expect(t.logged).toEqual(['Failover: motor-b assumiu no lugar de motor-a (parou sem encerrar)']);
    expect(t.audited).toEqual([{ from: 'motor-a', to: 'motor-b', last_seen: LAST_SEEN }]);
    expect(t.alerts.map((a) => a.kind)).toEqual(['failover']);
    expect(t.stopped).toEqual([`motor-a@${LAST_SEEN}`]);
  });

  it('a process started after it fell is a restart after a crash: logged, never called a failover', async () => {
    const t = partsStartedAt('2026-11-29T10:00:40.000Z', { stopped: false });
    expect(await reportTakeover(t.parts)).toBe('restart');
    expect(t.logged).toHaveLength(1);
    expect(t.logged[0]).toMatch(
      /^Reinício após queda: motor-b assumiu depois que motor-a parou sem encerrar/,
    );
    expect(t.logged[0]).not.toMatch(/failover/i);
    expect(t.audited).toEqual([]);
    expect(t.alerts).toEqual([]);
    expect(t.stopped).toEqual([`motor-a@${LAST_SEEN}`]);
  });

  it('after a clean stop, or with no engine before, there is nothing to report', async () => {
    for (const prev of [{ stopped: true }, null]) {
      const t = partsStartedAt('2026-11-29T09:30:00.000Z', prev);
      expect(await reportTakeover(t.parts)).toBeNull();
      expect([...t.logged, ...t.audited, ...t.alerts, ...t.stopped]).toEqual([]);
    }
  });
});
