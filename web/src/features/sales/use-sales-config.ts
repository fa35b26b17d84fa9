import { useCallback, useEffect, useRef, useState } from 'react';
import { variantFor, type SalesConfig, type Variant } from '@sinais/shared';
import { fetchSalesConfig } from './api';
import { readCachedConfig, SALES_CONFIG_KEY, writeCachedConfig } from './config-cache';
import { subscribeSalesConfig } from './sales-live';

export interface SalesConfigState {
  config: SalesConfig | null;
  version: number;
  variant: Variant | null;
  /** True once the server answered (the cache may be shown before). */
  fromServer: boolean;
  error: string | null;
}

/**
 * The configuration of the public page: the browser cache first (instant), then the server's version and this
 * visitor's variant, then live updates over the socket and from other tabs (storage events). Older versions never
 * replace newer ones.
 */
export function useSalesConfig(): SalesConfigState {
  const [state, setState] = useState<SalesConfigState>(() => {
    const cached = readCachedConfig();
    return {
      config: cached?.config ?? null,
      version: cached?.version ?? -1,
      variant: null,
      fromServer: false,
      error: null,
    };
  });
  const versionRef = useRef(state.version);

  const apply = useCallback((config: SalesConfig, version: number, variant?: Variant | null) => {
    if (version < versionRef.current) return;
    versionRef.current = version;
    writeCachedConfig({ version, config });
    setState((s) => ({
      config,
      version,
      variant: variantFor(config, variant ?? s.variant),
      fromServer: true,
      error: null,
    }));
  }, []);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchSalesConfig(signal)
        .then((res) => {
          // The server's answer carries this visitor's assigned variant, even for an equal version.
          versionRef.current = Math.min(versionRef.current, res.version);
          apply(res.config, res.version, res.variant);
        })
        .catch((err: unknown) => {
          if ((err as Error).name === 'AbortError') return;
          setState((s) => ({
            ...s,
            error: 'Não foi possível carregar a página. Tente novamente.',
          }));
        }),
    [apply],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const stop = subscribeSalesConfig(
      (d) => apply(d.config, d.version),
      () => void load(),
    );
    const onStorage = (e: StorageEvent) => {
      if (e.key !== SALES_CONFIG_KEY || !e.newValue) return;
      const cached = readCachedConfig();
      if (cached) apply(cached.config, cached.version);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      controller.abort();
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [apply, load]);

  return state;
}
