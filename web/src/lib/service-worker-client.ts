/**
 * Asks the browser to look for a new /sw.js every `intervalMs` (a tab left open for days) and whenever the
 * tab becomes visible again. The browser's own check runs only on navigation.
 */
export function keepCheckingForUpdates(reg: ServiceWorkerRegistration, intervalMs: number): void {
  const check = () => void reg.update().catch(() => undefined);
  setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
