import { describe, expect, it } from 'vitest';
import { createLanes, createSemaphore } from './password-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('password slots', () => {
  it('runs at most `slots` jobs at once, the rest in arrival order', async () => {
    const sem = createSemaphore(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((g, i) => sem.run(async () => (started.push(i), g.promise)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(sem.waiting).toBe(1);
    gates[1]!.resolve();
    await jobs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await Promise.all(jobs);
  });

  it('a lane runs its jobs one at a time, failures included; other lanes are not held', async () => {
    const lanes = createLanes();
    const gate = deferred();
    const order: string[] = [];
    const a1 = lanes.run('a', async () => {
      order.push('a1');
      await gate.promise;
      throw new Error('x');
    });
    const a2 = lanes.run('a', async () => void order.push('a2'));
    const b1 = lanes.run('b', async () => void order.push('b1'));
    await b1;
    expect(order).toEqual(['a1', 'b1']);
    gate.resolve();
    await expect(a1).rejects.toThrow('x');
    await a2;
    expect(order).toEqual(['a1', 'b1', 'a2']);
    await Promise.resolve();
    await Promise.resolve();
    expect(lanes.size).toBe(0);
  });
});
