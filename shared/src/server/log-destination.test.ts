import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogDestination } from './log-destination';
import { createLogger } from './logger';

/** A sink that accepts writes and finishes none until `release()`: a stdout nobody reads. */
function stalledSink() {
  const held: Array<() => void> = [];
  const written: string[] = [];
  const sink = Object.assign(new EventEmitter(), {
    writableLength: 0,
    write(chunk: string, cb: () => void) {
      written.push(chunk);
      sink.writableLength += chunk.length;
      held.push(() => {
        sink.writableLength -= chunk.length;
        cb();
      });
      return false;
    },
  });
  return {
    sink,
    written,
    release() {
      for (const done of held.splice(0)) done();
    },
  };
}

/** A sink whose reader died: every write fails with EPIPE. */
function brokenSink() {
  return new Writable({
    write(_chunk, _enc, cb) {
      cb(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    },
  });
}

const line = (i: number) => `${JSON.stringify({ level: 'info', i, msg: 'x'.repeat(80) })}\n`;

afterEach(() => {
  vi.useRealTimers();
});

describe('log destination', () => {
  it('keeps at most the bound waiting on a stalled sink and counts what it drops', () => {
    const { sink } = stalledSink();
    const dest = createLogDestination(sink, { maxBufferBytes: 1000 });
    for (let i = 0; i < 100; i++) dest.write(line(i));
    expect(sink.writableLength).toBeLessThanOrEqual(1000);
    expect(sink.writableLength).toBeGreaterThan(1000 - line(0).length * 2);
    expect(dest.dropped()).toBe(100 - Math.floor(1000 / line(0).length));
  });

  it('reports the dropped lines once the sink takes lines again', () => {
    const s = stalledSink();
    const dest = createLogDestination(s.sink, { maxBufferBytes: 1000, name: 'gateway' });
    for (let i = 0; i < 30; i++) dest.write(line(i));
    const dropped = dest.dropped();
    expect(dropped).toBeGreaterThan(0);
    s.release();
    dest.write(line(99));
    const [notice, next] = s.written.slice(-2);
    expect(JSON.parse(notice!)).toMatchObject({ level: 'warn', name: 'gateway', descartadas: dropped });
    expect(JSON.parse(next!)).toMatchObject({ i: 99 });
    // Reported once: the next line goes alone.
    s.release();
    dest.write(line(100));
    expect(JSON.parse(s.written.at(-1)!)).toMatchObject({ i: 100 });
    expect(s.written.filter((w) => w.includes('descartadas'))).toHaveLength(1);
  });

  it('drops and counts every line after EPIPE, without throwing', async () => {
    const sink = brokenSink();
    const dest = createLogDestination(sink);
    dest.write(line(0));
    await new Promise((r) => setImmediate(r));
    expect(() => {
      for (let i = 1; i <= 10; i++) dest.write(line(i));
    }).not.toThrow();
    expect(dest.dropped()).toBe(10);
    expect(await dest.drain(60_000)).toBe(false);
  });

  it('the final flush gives up at its deadline when the sink is stalled', async () => {
    vi.useFakeTimers();
    const { sink } = stalledSink();
    const dest = createLogDestination(sink);
    dest.write(line(0));
    let result: boolean | null = null;
    void dest.drain(1000).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
  });

  it('the final flush ends as soon as the sink has written everything', async () => {
    const s = stalledSink();
    const dest = createLogDestination(s.sink);
    dest.write(line(0));
    dest.write(line(1));
    const drained = dest.drain(60_000);
    s.release();
    expect(await drained).toBe(true);
    expect(await dest.drain(60_000)).toBe(true);
  });

  it('pino writes through it and registers no exit handler of its own', () => {
    const s = stalledSink();
    const before = process.listenerCount('exit');
    const logger = createLogger('teste', 'info', createLogDestination(s.sink));
    logger.info({ n: 1 }, 'olá');
    expect(process.listenerCount('exit')).toBe(before);
    expect(JSON.parse(s.written[0]!)).toMatchObject({ level: 'info', name: 'teste', n: 1, msg: 'olá' });
  });
});
