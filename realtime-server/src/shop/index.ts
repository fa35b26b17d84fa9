// The shop area's public face: what other areas may use.
export { createPurchasesRepo, type PurchasesRepo } from './data/purchases.repo';
export { adminGrantAccess, adminRevokeAccess } from './domain/admin-access';
export { accessChanged, paymentUpdated } from './domain/buyer-events';
