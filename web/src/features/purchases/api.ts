import type { MyPurchasesResponse, PurchaseActionResponse, PurchaseReceipt } from '@sinais/shared';
import { http } from '@/lib/http';

export const purchasesApi = {
  list: (signal?: AbortSignal) =>
    http<MyPurchasesResponse>('/api/payments/my-purchases', signal ? { signal } : {}),
  receipt: (id: string) =>
    http<{ success: true; receipt: PurchaseReceipt }>(`/api/payments/purchases/${encodeURIComponent(id)}`),
  refund: (id: string) =>
    http<PurchaseActionResponse>(`/api/payments/purchases/${encodeURIComponent(id)}/refund`, { body: {} }),
  cancel: (id: string) =>
    http<PurchaseActionResponse>(`/api/payments/purchases/${encodeURIComponent(id)}/cancel`, { body: {} }),
};
