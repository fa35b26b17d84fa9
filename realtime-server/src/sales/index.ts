// The sales area's public face. Nothing of it is used by another area today; the composition root mounts its
// routes and background work from `routes/sales-features.ts`.
export type { SalesConfigStore } from './domain/sales-config';
