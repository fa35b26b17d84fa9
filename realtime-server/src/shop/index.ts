// The shop area's public face: what other areas and the composition root may use. Its repositories are built
// once in `repos.ts` (the composition root); the use cases below that take a `Queryable` run inside the caller's
// transaction.
export type { ShopDeps } from './domain/deps';
export {
  adminGrantAccess,
  adminRevokeAccess,
  lockPurchaseBuyerCourse,
  reconcileOpenPurchases,
} from './domain/admin-access';
export { accessChanged, paymentUpdated } from './domain/buyer-events';
export { refundPurchaseById } from './domain/refund';
