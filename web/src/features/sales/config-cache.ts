import { salesConfigSchema, type SalesConfig } from '@sinais/shared';

/** The browser copy of the configuration (the earlier version's only store, now a cache of the server's). */
export const SALES_CONFIG_KEY = 'salesPageConfig';
/** Set once the CTA was revealed, so a returning visitor sees it at once. */
export const CTA_REVEALED_KEY = 'salesCtaRevealed';

export interface CachedConfig {
  version: number;
  config: SalesConfig;
}

export function readCachedConfig(): CachedConfig | null {
  try {
    const raw = localStorage.getItem(SALES_CONFIG_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { version?: unknown; config?: unknown };
    const config = salesConfigSchema.safeParse(parsed.config);
    if (!config.success) throw new Error(config.error.issues[0]?.message ?? 'configuração inválida');
    return { version: typeof parsed.version === 'number' ? parsed.version : 0, config: config.data };
  } catch (err) {
    // spec 002 §4: a configuration that fails to parse is logged and ignored.
    console.warn('Configuração da página de vendas em cache ignorada:', err);
    return null;
  }
}

export function writeCachedConfig(value: CachedConfig): void {
  try {
    localStorage.setItem(SALES_CONFIG_KEY, JSON.stringify(value));
  } catch {
    /* storage full or blocked */
  }
}

export function wasCtaRevealed(): boolean {
  try {
    return localStorage.getItem(CTA_REVEALED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberCtaRevealed(): void {
  try {
    localStorage.setItem(CTA_REVEALED_KEY, new Date().toISOString());
  } catch {
    /* best effort */
  }
}
