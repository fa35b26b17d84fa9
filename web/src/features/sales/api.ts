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

/** Visitor events never disturb the page: failures are ignored, and a click survives the navigation it starts. */
export function sendSalesEvent(event: SalesEventInput, beacon = false): void {
  const body = JSON.stringify(event);
  try {
    if (beacon && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon('/api/sales/events', new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch('/api/sales/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* events are best effort */
  }
}
