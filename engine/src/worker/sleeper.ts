/** A sleep that `wake()` cuts short, so stop/resume/refresh never wait out a 5-minute rest. */
export class Sleeper {
  private wakers = new Set<() => void>();

  sleep(ms: number): Promise<void> {
    if (ms <= 0) return new Promise((r) => setImmediate(r));
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(t);
        this.wakers.delete(done);
        resolve();
      };
      const t = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  wake(): void {
    for (const w of [...this.wakers]) w();
  }
}
