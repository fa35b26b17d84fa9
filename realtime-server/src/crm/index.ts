// The CRM area's public face: what other areas may use. Its repository is built once in `repos.ts` (the
// composition root); the composition root mounts its routes and hands them the shop's refund.
export type { CrmRepo } from './data/crm.repo';
