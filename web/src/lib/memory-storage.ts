import type { KeyValueStorage } from './session-rules';

/** A Map-backed storage for tests and for browsers where localStorage is blocked. */
export function memoryStorage(
  init: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}
