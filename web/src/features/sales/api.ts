import type { SalesEventInput } from '@sinais/shared';
import { api, callApi } from '@/lib/api';

/** Visitor events never disturb the page: failures are ignored; keepalive lets a click survive the navigation it starts. */
export function sendSalesEvent(event: SalesEventInput): void {
  callApi(api.sales.event, { body: event }, { keepalive: true }).catch(() => undefined);
}
