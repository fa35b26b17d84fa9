import type { CrmAccess, CrmActionResponse, CrmPage, CrmPurchase, CrmSummary, CrmUser } from '@sinais/shared';
import { http } from '@/lib/http';

export type CrmTab = 'users' | 'purchases' | 'accesses';
export interface CrmRows {
  users: CrmUser;
  purchases: CrmPurchase;
  accesses: CrmAccess;
}

export function fetchSummary(signal?: AbortSignal) {
  return http<CrmSummary>('/api/crm/summary', signal ? { signal } : {});
}

export function fetchList<T extends CrmTab>(tab: T, page: number, q: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), page_size: '20' });
  if (q.trim()) params.set('q', q.trim());
  return http<CrmPage<CrmRows[T]>>(`/api/crm/${tab}?${params.toString()}`, signal ? { signal } : {});
}

export type CrmAction = 'approve' | 'reject' | 'refund' | 'revoke' | 'reactivate';

export function runAction(action: CrmAction, id: string, body?: Record<string, unknown>) {
  const kind = action === 'revoke' || action === 'reactivate' ? 'accesses' : 'purchases';
  return http<CrmActionResponse>(`/api/crm/${kind}/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    ...(body ? { body } : {}),
  });
}
