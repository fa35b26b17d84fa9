/**
 * argon2 runs on libuv's small thread pool (4 threads by default, shared with file and DNS work). Unbounded, a
 * flood of password checks fills it and every other user's sign-in waits behind the flood (issue 28, B1). Two
 * rules keep it fair:
 * - at most `slots` hashes run at once (a FIFO semaphore), so the pool always has room for other work;
 * - work with the same lane key (one account's confirmations, one IP's sign-ins) runs one at a time, so a
 *   flood from one place holds one slot at most and the others' requests queue behind one of its jobs, not all.
 */
export function createSemaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await fn();
      } finally {
        release();
      }
    },
    /** Jobs waiting for a slot (for tests). */
    get waiting(): number {
      return waiting.length;
    },
  };
}

export function createLanes() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    /** Runs `fn` after every earlier job of the same key has settled. */
    run<T>(key: string, fn: () => Promise<T>): Promise<T> {
      const before = tails.get(key) ?? Promise.resolve();
      const job = before.then(fn, fn);
      const tail = job.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return job;
    },
    get size(): number {
      return tails.size;
    },
  };
}

/** Two hashes at once: half of libuv's default pool, and the two cores of the smallest host we run on. */
export const PASSWORD_SLOTS = 2;
