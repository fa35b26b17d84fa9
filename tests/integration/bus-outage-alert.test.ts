import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertReceiver, freePort } from '../helpers/alert-receiver';
import { waitFor } from '../helpers/engine-events';
import { startServerOnTestDb } from '../helpers/stack';
import { REDIS_TEST_URL, unavailableFor, reportSkip, uniqueChannel } from '../helpers/services';
import { startTcpProxy } from '../helpers/tcp-proxy';

const unavailable = unavailableFor('bus (Redis) outage alert');
reportSkip(unavailable, 'bus (Redis) outage alert');

describe.skipIf(unavailable !== null)('the gateway losing its bus (Redis)', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let receiver: Awaited<ReturnType<typeof startAlertReceiver>>;
  let s: Awaited<ReturnType<typeof startServerOnTestDb>>;
  const redisPort = Number(new URL(REDIS_TEST_URL).port || 6379);
  beforeAll(async () => {
    proxy = await startTcpProxy(redisPort);
    receiver = await startAlertReceiver();
    const channel = uniqueChannel('bus-outage');
    s = await startServerOnTestDb({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      BUS_CHANNEL: channel,
      REDIS_PREFIX: channel,
      ALERT_CHECK_MS: '3600000', // the test drives the watch's clock itself
      ALERT_WEBHOOK_URL: receiver.url,
    });
    await waitFor('barramento saudável', () => s.application.ctx.bus.isHealthy(), 15_000);
  });
  afterAll(async () => {
    await s?.close();
    await proxy?.close();
    await receiver?.close();
  });

  it('pages once when the bus goes down and sends its recovery with the duration', async () => {
    const watch = s.application.opsWatch;
    const t0 = Date.now();
    await watch.tick(new Date(t0));
    expect(receiver.alerts).toEqual([]);

    // Redis unreachable: connections reset, new ones refused.
    proxy.setTarget(await freePort());
    proxy.resetAll();
    await waitFor('barramento fora', () => !s.application.ctx.bus.isHealthy(), 15_000);
    const down = new Date(t0 + 10_000);
    await watch.tick(down);
    await watch.tick(new Date(t0 + 15_000));
    expect(receiver.alerts.map((a) => a.kind)).toEqual(['bus_down']);
    const page = receiver.alerts[0]!;
    expect(page.severity).toBe('critical');
    expect(page.title).toBe('Barramento de eventos (Redis) fora do ar');
    expect(page.message).toMatch(/^O gateway perdeu o barramento de eventos \(Redis\) às /);
    expect(page.details.incident_start).toBe(down.toISOString());

    proxy.setTarget(redisPort);
    await waitFor('barramento de volta', () => s.application.ctx.bus.isHealthy(), 30_000);
    await watch.tick(new Date(t0 + 100_000));
    expect(receiver.alerts).toHaveLength(1); // held until the bus stayed back 15 s
    await watch.tick(new Date(t0 + 115_000));
    expect(receiver.alerts.map((a) => a.kind)).toEqual(['bus_down', 'incident_resolved']);
    const back = receiver.alerts[1]!;
    expect(back.title).toBe('Barramento de eventos (Redis) fora do ar: resolvido após 1 min 30 s');
    expect(back.details.duration_s).toBe(90);
  });
});
