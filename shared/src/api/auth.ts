import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  identifyRequestSchema,
  identifyResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyTokenRequestSchema,
  verifyTokenResponseSchema,
} from '../schemas/auth';
import { publicUserSchema } from '../schemas/user';
import { defineRoute } from './route';

/** Sign-in, sign-up, password reset, token check and sign-out. */
export const authApi = {
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: registerRequestSchema,
    response: z.object({ message: z.string(), user: publicUserSchema }),
  }),
  /**
   * The checkout's first question: does this e-mail have an account? (Then its password, before any billing field.)
   * Sign-up already tells a taken e-mail, so this reveals nothing new; it is rate-limited per IP like sign-up.
   */
  identify: defineRoute({
    method: 'POST',
    path: '/api/auth/identify',
    access: 'public',
    body: identifyRequestSchema,
    response: identifyResponseSchema,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  verifyToken: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-token',
    access: 'optional',
    body: verifyTokenRequestSchema,
    response: verifyTokenResponseSchema,
  }),
  checkAdmin: defineRoute({
    method: 'GET',
    path: '/api/auth/check-admin',
    access: 'member',
    response: z.object({ is_admin: z.boolean() }),
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    access: 'member',
    response: z.object({ user: publicUserSchema }),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'member',
    response: messageResponseSchema,
  }),
  logoutAll: defineRoute({
    method: 'POST',
    path: '/api/auth/logout-all',
    access: 'member',
    response: messageResponseSchema,
  }),
} as const;
