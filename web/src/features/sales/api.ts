import type { SalesConfig, SalesConfigResponse, SalesEventInput, SalesMetrics } from '@sinais/shared';
import { http } from '@/lib/http';

/** Public: the live configuration and this visitor's stable A/B variant (the cookie travels with the call). */
export function fetchSalesConfig(signal?: AbortSignal): Promise<SalesConfigResponse> {
  return http<SalesConfigResponse>('/api/sales-config', { auth: false, ...(signal ? { signal } : {}) });
}

export function saveSalesConfig(config: SalesConfig, baseVersion: number) {
  return http<SalesConfigResponse & { message: string }>('/api/sales-config', {
    method: 'PUT',
    body: { config, base_version: baseVersion },
  });
}

export function fetchSalesMetrics(signal?: AbortSignal): Promise<SalesMetrics> {
  return http<SalesMetrics>('/api/sales/metrics', signal ? { signal } : {});
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
