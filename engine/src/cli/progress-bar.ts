/**
 * A one-line progress bar on stderr, redrawn at most every 100 ms so it never slows the work down. Off a
 * terminal (CI logs, pipes) it prints a line every 10 % instead of redrawing.
 */
export function progressBar(
  label: string,
  tty = process.stderr.isTTY === true,
): {
  update(done: number, total: number, note?: string): void;
  end(): void;
} {
  let lastDraw = 0;
  let lastTenth = -1;
  const draw = (done: number, total: number, note = '') => {
    const width = 30;
    const frac = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(frac * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(frac * 100).toFixed(0).padStart(3)}% ${note}`;
    if (tty) process.stderr.write(`\r${line.padEnd(80)}`);
    else if (Math.floor(frac * 10) > lastTenth) {
      lastTenth = Math.floor(frac * 10);
      process.stderr.write(`${line.trimEnd()}\n`);
    }
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
      lastTenth = Math.min(lastTenth, 9);
      draw(last.total, last.total, 'concluído');
      if (tty) process.stderr.write('\n');
    },
  };
}
