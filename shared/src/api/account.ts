import { z } from 'zod';
import { deviceSessionSchema, sessionIdParamSchema } from '../schemas/auth';
import {
  alertPreferencesSchema,
  profileSchema,
  profileUpdateSchema,
  statsResponseSchema,
} from '../schemas/member';
import { okData, okMessageSchema } from './envelopes';
import { defineRoute } from './route';

const preferencesData = okData(z.object({ preferences: alertPreferencesSchema }));

/** Minha Conta, Configurações, Estatísticas: the member's profile, preferences, figures and devices. */
export const accountApi = {
  sessions: defineRoute({
    method: 'GET',
    path: '/api/account/sessions',
    access: 'member',
    response: okData(z.object({ sessions: z.array(deviceSessionSchema) })),
  }),
  endSession: defineRoute({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'member',
    params: sessionIdParamSchema,
    response: okMessageSchema,
    needsState: true,
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/stats/realtime',
    access: 'member',
    response: statsResponseSchema,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/account/profile',
    access: 'member',
    response: okData(
      z.object({ profile: profileSchema, account_email: z.string(), updated_at: z.string().nullable() }),
    ),
  }),
  saveProfile: defineRoute({
    method: 'PUT',
    path: '/api/account/profile',
    access: 'member',
    body: profileUpdateSchema,
    response: okMessageSchema.extend({ data: z.object({ profile: profileSchema }) }),
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/api/account/preferences',
    access: 'member',
    response: preferencesData,
  }),
  savePreferences: defineRoute({
    method: 'PUT',
    path: '/api/account/preferences',
    access: 'member',
    body: alertPreferencesSchema.strict(),
    response: preferencesData.extend({ message: z.string() }),
  }),
} as const;
