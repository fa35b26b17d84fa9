import type { CustomerData } from './masks';

const DRAFT_KEY = 'checkoutCustomerDraft';

export const EMPTY_CUSTOMER: CustomerData = {
  name: '',
  email: '',
  phone: '',
  cpf: '',
  zipCode: '',
  city: '',
  state: '',
};

/** Step 1's data kept for this tab only, so a visitor who stops to log in comes back to a filled form. */
export function readDraft(): Partial<CustomerData> {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        ([k, v]) => k in EMPTY_CUSTOMER && typeof v === 'string' && v,
      ),
    ) as Partial<CustomerData>;
  } catch {
    return {};
  }
}

export function writeDraft(data: CustomerData) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(data));
  } catch {
    /* private mode */
  }
}
