import { z } from 'zod';
import {
  alertSilenceSchema,
  alertSilencesSchema,
  createSilenceSchema,
  silenceIdParamSchema,
} from '../schemas/alert-silences';
import { okData } from './envelopes';
import { defineRoute } from './route';

const okSilence = z.object({ success: z.literal(true), message: z.string(), data: alertSilenceSchema });

/** Operator alert silences (maintenance windows): list, set with an end time, end early. Audited. */
export const silencesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/alert-silences',
    access: 'admin',
    response: okData(alertSilencesSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/alert-silences',
    access: 'admin',
    body: createSilenceSchema,
    response: okSilence,
  }),
  end: defineRoute({
    method: 'POST',
    path: '/api/admin/alert-silences/:id/end',
    access: 'admin',
    params: silenceIdParamSchema,
    response: okSilence,
  }),
} as const;
