import { useCallback, useEffect, useRef, useState } from 'react';
import { variantFor, type SalesConfig, type Variant } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';
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

type Known = Omit<SalesConfigState, 'error'>;

/**
 * The configuration of the public page: the browser cache first (instant), then the server's version and this
 * visitor's variant, then live updates over the socket and from other tabs (storage events). Older versions never
 * replace newer ones.
 */
export function useSalesConfig(): SalesConfigState {
  const [state, setState] = useState<Known>(() => {
    const cached = readCachedConfig();
    return {
      config: cached?.config ?? null,
      version: cached?.version ?? -1,
      variant: null,
      fromServer: false,
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
    }));
  }, []);

  const server = useApiQuery(api.sales.config, undefined, { auth: false, staleTime: 0 });
  const { data: answer, refetch } = server;
  useEffect(() => {
    if (!answer) return;
    // The server's answer carries this visitor's assigned variant, even for an equal version.
    versionRef.current = Math.min(versionRef.current, answer.version);
    apply(answer.config, answer.version, answer.variant);
  }, [answer, apply]);

  useEffect(() => {
    const stop = subscribeSalesConfig(
      (d) => apply(d.config, d.version),
      () => void refetch(),
    );
    const onStorage = (e: StorageEvent) => {
      if (e.key !== SALES_CONFIG_KEY || !e.newValue) return;
      const cached = readCachedConfig();
      if (cached) apply(cached.config, cached.version);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [apply, refetch]);

  const failed = server.isError && !state.fromServer;
  return { ...state, error: failed ? 'Não foi possível carregar a página. Tente novamente.' : null };
}
