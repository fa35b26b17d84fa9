/** Asks the service worker to drop its API cache (the dashboard's count-mismatch reset); resolves when done or after 1 s. */
export function clearApiCache(): Promise<void> {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!controller) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = setTimeout(resolve, 1000);
    channel.port1.onmessage = () => {
      clearTimeout(done);
      resolve();
    };
    controller.postMessage({ type: 'CLEAR_API_CACHE' }, [channel.port2]);
  });
}
