import { Router } from 'express';
import {
  AUTH_MESSAGES,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyTokenRequestSchema,
} from '@sinais/shared';
import type { AppContext } from '../context';
import { login } from '../domain/auth/login';
import { requestPasswordReset, resetPassword } from '../domain/auth/password-reset';
import { register } from '../domain/auth/register';
import { resolveSession } from '../domain/auth/session';
import { bearerFrom } from '../domain/auth/tokens';
import { toPublicUser } from '../db/users.repo';
import { clientIp, requireAuth } from './auth.middleware';
import { parseInput } from './validate';

export function authRoutes(ctx: AppContext): Router {
  const r = Router();

  r.post('/auth/login', async (req, res) => {
    const input = parseInput(loginRequestSchema, req.body);
    res.json(
      await login(
        { users: ctx.users, limiter: ctx.loginLimiter, jwtSecret: ctx.config.JWT_SECRET },
        input,
        clientIp(req),
      ),
    );
  });

  r.post('/auth/register', async (req, res) => {
    const input = parseInput(registerRequestSchema, req.body);
    const user = await register(ctx.users, input);
    ctx.logger.info({ userId: user.id }, 'novo cadastro');
    res.status(201).json({ message: AUTH_MESSAGES.registered, user });
  });

  r.post(['/forgot-password', '/forgot-password/'], async (req, res) => {
    const { email } = parseInput(forgotPasswordRequestSchema, req.body);
    const publicUrl = ctx.config.PUBLIC_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    // Answer at once and the same for every e-mail, so the reply says nothing about who is registered.
    void requestPasswordReset({ ...ctx, publicUrl }, email).catch((err: unknown) =>
      ctx.logger.error({ err }, 'falha ao enviar e-mail de redefinição'),
    );
    res.json({ message: AUTH_MESSAGES.forgotNeutral });
  });

  r.post(['/reset-password', '/reset-password/'], async (req, res) => {
    const input = parseInput(resetPasswordRequestSchema, req.body);
    await resetPassword(ctx, input);
    res.json({ message: AUTH_MESSAGES.resetDone });
  });

  r.post('/auth/verify-token', async (req, res) => {
    const body = parseInput(verifyTokenRequestSchema, req.body);
    const token = bearerFrom(req.headers.authorization) ?? body.token ?? null;
    const session = await resolveSession(ctx.users, ctx.config.JWT_SECRET, token);
    if (!session) {
      res.status(401).json({ valid: false, error: 'token_invalid', message: AUTH_MESSAGES.tokenInvalid });
      return;
    }
    const expiresIn = Math.max(0, session.claims.exp - Math.floor(Date.now() / 1000));
    res.json({ valid: true, user: toPublicUser(session.user), expires_in: expiresIn });
  });

  r.get('/auth/check-admin', requireAuth(ctx), (req, res) => {
    res.json({ is_admin: req.session?.user.is_admin === true });
  });

  r.get('/auth/me', requireAuth(ctx), (req, res) => {
    res.json({ user: toPublicUser(req.session!.user) });
  });

  return r;
}
