import {
  crmAccessSchema,
  crmActionResponseSchema,
  crmApproveRequestSchema,
  crmListQuerySchema,
  crmPageSchema,
  crmPurchaseSchema,
  crmSummarySchema,
  crmUserSchema,
} from '../schemas/crm';
import { idParam } from './envelopes';
import { defineRoute } from './route';

/** The admin CRM (spec 002): summary, three paginated lists and the actions on purchases and accesses. */
export const crmApi = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/crm/summary',
    access: 'admin',
    response: crmSummarySchema,
  }),
  users: defineRoute({
    method: 'GET',
    path: '/api/crm/users',
    access: 'admin',
    query: crmListQuerySchema,
    response: crmPageSchema(crmUserSchema),
  }),
  purchases: defineRoute({
    method: 'GET',
    path: '/api/crm/purchases',
    access: 'admin',
    query: crmListQuerySchema,
    response: crmPageSchema(crmPurchaseSchema),
  }),
  accesses: defineRoute({
    method: 'GET',
    path: '/api/crm/accesses',
    access: 'admin',
    query: crmListQuerySchema,
    response: crmPageSchema(crmAccessSchema),
  }),
  approvePurchase: defineRoute({
    method: 'POST',
    path: '/api/crm/purchases/:id/approve',
    access: 'admin',
    params: idParam('id'),
    body: crmApproveRequestSchema,
    response: crmActionResponseSchema,
  }),
  rejectPurchase: defineRoute({
    method: 'POST',
    path: '/api/crm/purchases/:id/reject',
    access: 'admin',
    params: idParam('id'),
    response: crmActionResponseSchema,
  }),
  /** Through the payment provider (typically a flagged duplicate). */
  refundPurchase: defineRoute({
    method: 'POST',
    path: '/api/crm/purchases/:id/refund',
    access: 'admin',
    params: idParam('id'),
    response: crmActionResponseSchema,
  }),
  revokeAccess: defineRoute({
    method: 'POST',
    path: '/api/crm/accesses/:id/revoke',
    access: 'admin',
    params: idParam('id'),
    response: crmActionResponseSchema,
  }),
  reactivateAccess: defineRoute({
    method: 'POST',
    path: '/api/crm/accesses/:id/reactivate',
    access: 'admin',
    params: idParam('id'),
    response: crmActionResponseSchema,
  }),
} as const;
