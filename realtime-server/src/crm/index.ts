// The CRM area's public face: what other areas may use.
export { createCrmRepo, type CrmRepo } from './data/crm.repo';
