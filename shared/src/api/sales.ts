import { z } from 'zod';
import {
  salesConfigResponseSchema,
  salesConfigUpdateSchema,
  salesEventResponseSchema,
  salesEventSchema,
  salesMetricsSchema,
} from '../schemas/sales';
import { simulationResponseSchema } from '../schemas/simulation';
import { defineRoute } from './route';

/** The sales page with its A/B test, its visitor events and metrics, and the simulated investments. */
export const salesApi = {
  /** Public; an admin's token adds the test results to `config`. Sets the A/B visitor cookie. */
  config: defineRoute({
    method: 'GET',
    path: '/api/sales-config',
    access: 'optional',
    response: salesConfigResponseSchema,
  }),
  saveConfig: defineRoute({
    method: 'PUT',
    path: '/api/sales-config',
    access: 'admin',
    body: salesConfigUpdateSchema,
    response: salesConfigResponseSchema.extend({ message: z.string() }),
  }),
  event: defineRoute({
    method: 'POST',
    path: '/api/sales/events',
    access: 'public',
    body: salesEventSchema,
    response: salesEventResponseSchema,
  }),
  metrics: defineRoute({
    method: 'GET',
    path: '/api/sales/metrics',
    access: 'admin',
    response: salesMetricsSchema,
  }),
  simulation: defineRoute({
    method: 'GET',
    path: '/api/simulation',
    access: 'admin',
    response: simulationResponseSchema,
  }),
} as const;
