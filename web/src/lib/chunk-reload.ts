/**
 * A tab opened on the previous build asks for page chunks that no longer exist after a deploy (the server
 * answers 404). Instead of "Algo deu errado", the tab reloads itself once to get the new build; a second
 * failure for the same target within a minute (a real network problem) is left to the error boundary.
 */
const KEY = 'sinais:chunk-reload';
const WINDOW_MS = 60_000;

export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return /dynamically imported module|Failed to fetch|Importing a module script failed|error loading dynamically|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/** Reloads once per target and window; returns false when it already tried (let the caller show the error). */
export function reloadForNewBuild(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  const target = location.pathname + location.search;
  try {
    const last = JSON.parse(storage.getItem(KEY) ?? 'null') as { target: string; at: number } | null;
    if (last && last.target === target && Date.now() - last.at < WINDOW_MS) return false;
    storage.setItem(KEY, JSON.stringify({ target, at: Date.now() }));
  } catch {
    return false; // storage unavailable: never risk a reload loop
  }
  location.reload();
  return true;
}

/** A dynamic import that, when the chunk is gone, reloads the tab once instead of failing. */
export async function importWithReload<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (err) {
    if (isChunkLoadError(err) && reloadForNewBuild()) return new Promise<M>(() => undefined); // the reload takes over
    throw err;
  }
}

/** Vite reports failed CSS/JS preloads on window; the same one-time reload applies. */
export function installPreloadErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
