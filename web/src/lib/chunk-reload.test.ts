import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewBuild } from './chunk-reload';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

describe('reload once after a deploy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('recognises the browsers’ chunk-load failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the first time for a page, not a second time within the minute', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { pathname: '/admin/operacao', search: '', reload });
    const storage = memory();
    expect(reloadForNewBuild(storage)).toBe(true);
    expect(reloadForNewBuild(storage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
