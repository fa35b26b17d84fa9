/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` after load), so
 * work the first screen does not need never competes with it. Returns the cancel.
 */
export function afterLoadIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | null = null;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else idleHandle = window.setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== null) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
  };
}
