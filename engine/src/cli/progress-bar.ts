/** A one-line progress bar on stderr, redrawn at most every 100 ms so it never slows the work down. */
export function progressBar(label: string): {
  update(done: number, total: number, note?: string): void;
  end(): void;
} {
  let lastDraw = 0;
  const draw = (done: number, total: number, note = '') => {
    const width = 30;
    const frac = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(frac * width);
    process.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(frac * 100).toFixed(0).padStart(3)}% ${note}`.padEnd(
        80,
      ),
    );
  };
  let last = { done: 0, total: 0, note: '' };
  return {
    update(done, total, note = '') {
      last = { done, total, note };
      const now = Date.now();
      if (now - lastDraw < 100 && done < total) return;
      lastDraw = now;
      draw(done, total, note);
    },
    end() {
      draw(last.total, last.total, 'concluído');
      process.stderr.write('\n');
    },
  };
}
