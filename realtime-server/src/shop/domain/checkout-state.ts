import type { CheckoutState, CustomerSaveRequest, SavedCustomer } from '@sinais/shared';
import { type SavedCustomerRow } from '../data/shop.repo';
import { openPurchaseOf, refreshedOpenPurchase, requireGateway, type Buyer } from './purchase-start';
import type { ShopDeps } from './deps';

/** "***.456.789-**": enough for the buyer to recognise their CPF, not enough to copy it. */
export function maskCpf(digits: string | null): string | null {
  const d = (digits ?? '').replace(/\D/g, '');
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : null;
}

const toSaved = (c: SavedCustomerRow): SavedCustomer => ({
  phone: c.phone,
  cpf_masked: maskCpf(c.identification_number),
  zip_code: c.zip_code,
  city: c.city,
  state: c.state,
  saved_at: new Date(c.created_at).toISOString(),
});

/**
 * What a signed-in buyer's checkout tells before asking anything: the course is already theirs, or a payment
 * for it is in process (the provider is asked, so a Pix paid or expired meanwhile is seen), and the data of the
 * last purchase to offer again.
 */
export async function checkoutState(deps: ShopDeps, buyer: Buyer, courseId: string): Promise<CheckoutState> {
  const [hasAccess, last] = await Promise.all([
    deps.accesses.hasActiveAccess(buyer.id, courseId),
    deps.shop.lastCustomer(buyer.id),
  ]);
  const open = hasAccess
    ? undefined
    : await refreshedOpenPurchase(deps, requireGateway(deps.gateway), buyer, courseId);
  return {
    success: true,
    has_access: hasAccess,
    open_purchase: open ? openPurchaseOf(open) : null,
    saved_customer: last ? toSaved(last) : null,
  };
}

/** A CPF kept from the last purchase ("on file") is copied on the server: the page only ever saw it masked. */
export async function withCpfOnFile(
  deps: Pick<ShopDeps, 'shop'>,
  userId: string | null,
  input: CustomerSaveRequest,
): Promise<CustomerSaveRequest> {
  if (!input.identification?.on_file) return input;
  const last = userId ? await deps.shop.lastCustomer(userId) : undefined;
  const number = last?.identification_number ?? undefined;
  return { ...input, identification: number ? { type: 'CPF', number } : undefined };
}
