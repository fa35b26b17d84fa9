import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { makeEnvelope, type TypedEnvelope } from '@sinais/shared';
import { createRedisBus, waitForBus, type Bus, type BusRejection } from '@sinais/shared/server';
import { REDIS_TEST_URL, redisUnavailable, reportSkip, uniqueChannel } from '../helpers/services';
import { waitUntil } from '../helpers/socket-client';

reportSkip(redisUnavailable, 'integration: bus replay window across restarts');

const SECRET = 'segredo-do-barramento-do-teste-de-reinicio';

/** Issue 28, B2: the seen-id window lives in Redis, so a restarted subscriber refuses copies from before. */
describe.skipIf(redisUnavailable !== null)('signed bus messages replayed after a restart', () => {
  const channel = uniqueChannel('reinicio');
  const open: Array<Bus | Redis> = [];
  afterAll(async () => {
    for (const x of open) if ('publish' in x && 'kind' in x) await x.close();
    for (const x of open) if (x instanceof Redis) x.disconnect();
  });

  /** A gateway's bus: what reaches its handlers and what it dropped. */
  const subscriber = async () => {
    const got: TypedEnvelope[] = [];
    const dropped: BusRejection[] = [];
    const bus = createRedisBus({
      url: REDIS_TEST_URL,
      channel,
      secret: SECRET,
      onRejected: (r) => dropped.push(r),
    });
    open.push(bus);
    bus.subscribe((env) => got.push(env));
    expect(await waitForBus(bus, 10_000)).toBe(true);
    return { bus, got, dropped };
  };
  const log = (message: string) =>
    makeEnvelope('log:appended', {
      timestamp: new Date().toISOString(),
      level: 'INFO',
      service: 'SYSTEM',
      message,
      details: null,
    });

  it('two live subscribers both receive a message; a new subscriber refuses its copies, byte for byte', async () => {
    const spy = new Redis(REDIS_TEST_URL);
    open.push(spy);
    const captured: string[] = [];
    await spy.subscribe(channel);
    spy.on('message', (_ch: string, msg: string) => captured.push(msg));

    const first = await subscriber();
    const second = await subscriber();
    const publisher = await subscriber();
    const originals = [log('antes do reinício 1'), log('antes do reinício 2'), log('antes do reinício 3')];
    for (const env of originals) await publisher.bus.publish(env);
    const ids = originals.map((e) => e.id);
    // Every gateway listening at publish time gets each message once (the shared key does not starve the others).
    for (const s of [first, second])
      await waitUntil(() => ids.every((id) => s.got.some((e) => e.id === id)), 5000, 'originais');
    await waitUntil(() => captured.length >= originals.length, 5000, 'captura');
    spy.disconnect();

    // The gateway restarts: a new process is a new bus with an empty memory.
    await first.bus.close();
    const restarted = await subscriber();
    const raw = new Redis(REDIS_TEST_URL);
    open.push(raw);
    for (let i = 0; i < 5; i++) for (const msg of captured) await raw.publish(channel, msg);
    // A fresh message published after the replays: once it arrived, the replays had their chance.
    const marker = log('depois dos reenvios');
    await publisher.bus.publish(marker);
    await waitUntil(() => restarted.got.some((e) => e.id === marker.id), 5000, 'marcador');
    await waitUntil(() => second.got.some((e) => e.id === marker.id), 5000, 'marcador (outro gateway)');

    expect(restarted.got.map((e) => e.id)).toEqual([marker.id]);
    expect(restarted.dropped.filter((r) => r === 'replayed')).toHaveLength(5 * captured.length);
    // The gateway that never restarted refuses them too (its memory), and got each original once.
    for (const id of ids) expect(second.got.filter((e) => e.id === id)).toHaveLength(1);
  });
});
