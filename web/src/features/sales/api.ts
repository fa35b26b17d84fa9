import type { SalesConfig, SalesConfigResponse, SalesEventInput, SalesMetrics } from '@sinais/shared';
import { api, callApi } from '@/lib/api';

/** Public: the live configuration and this visitor's stable A/B variant (the cookie travels with the call). */
export function fetchSalesConfig(signal?: AbortSignal): Promise<SalesConfigResponse> {
  return callApi(api.sales.config, undefined, { auth: false, ...(signal ? { signal } : {}) });
}

export function saveSalesConfig(config: SalesConfig, baseVersion: number) {
  return callApi(api.sales.saveConfig, { body: { config, base_version: baseVersion } });
}

export function fetchSalesMetrics(signal?: AbortSignal): Promise<SalesMetrics> {
  return callApi(api.sales.metrics, undefined, signal ? { signal } : {});
}

/** Visitor events never disturb the page: failures are ignored; keepalive lets a click survive the navigation it starts. */
export function sendSalesEvent(event: SalesEventInput): void {
  try {
    void fetch('/api/sales/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* events are best effort */
  }
}
