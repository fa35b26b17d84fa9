import type { Router } from 'express';
import { api, AUTH_MESSAGES } from '@sinais/shared';
import type { AppContext } from '../../context';
import { login } from '../domain/login';
import { requestPasswordReset, resetPassword } from '../domain/password-reset';
import { register } from '../domain/register';
import { resolveSession, whyNoSession } from '../domain/session';
import { bearerFrom } from '../domain/tokens';
import { toPublicUser } from '../data/users.repo';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, deviceCookieValue } from '../domain/known-places';
import { consumeOr429, makeLimiter } from '../../platform/rate-limit-store';
import { clientIp } from '../../http/auth.middleware';
import { apiRoute, apiRouter, SENT } from '../../http/api-route';
import { linkBase } from '../../http/link-base';

const TOO_MANY = {
  forgot: {
    code: 'too_many_requests',
    message: 'Muitos pedidos de redefinição de senha. Aguarde e tente novamente mais tarde.',
  },
  register: {
    code: 'too_many_requests',
    message: 'Muitos cadastros feitos desta rede. Aguarde e tente novamente mais tarde.',
  },
  identify: {
    code: 'too_many_requests',
    message: 'Muitas consultas de e-mail feitas desta rede. Aguarde e tente novamente mais tarde.',
  },
};

export function authRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const perHour = (name: string, points: number) =>
    makeLimiter(ctx.limiterStores, { name, points, durationS: 3600 });
  const limits = {
    forgotIp: perHour('forgot-ip', ctx.config.FORGOT_MAX_PER_IP),
    forgotEmail: perHour('forgot-email', ctx.config.FORGOT_MAX_PER_EMAIL),
    registerIp: perHour('register-ip', ctx.config.REGISTER_MAX_PER_IP),
    identifyIp: perHour('identify-ip', ctx.config.IDENTIFY_MAX_PER_IP),
  };

  apiRoute(
    r,
    api.auth.login,
  )(async ({ body: input }, req, res) => {
    const cookies = req.cookies as Record<string, unknown> | undefined;
    const { userId, ...body } = await login(
      {
        users: ctx.repos.users,
        sources: ctx.repos.loginSources,
        sessions: ctx.repos.sessions,
        limiter: ctx.loginLimiter,
        jwtSecret: ctx.config.JWT_SECRET,
      },
      input,
      { ip: clientIp(req), deviceCookie: cookies?.[DEVICE_COOKIE], userAgent: req.get('user-agent') },
    );
    // This browser is now a known device for the account: its right password is never slowed down.
    res.cookie(DEVICE_COOKIE, deviceCookieValue(ctx.config.JWT_SECRET, userId), {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.config.NODE_ENV === 'production',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      path: '/api/auth',
    });
    return body;
  });

  apiRoute(
    r,
    api.auth.register,
  )(async ({ body: input }, req, res) => {
    await consumeOr429(limits.registerIp, clientIp(req), TOO_MANY.register);
    const user = await register(ctx.repos.users, input);
    ctx.logger.info({ userId: user.id }, 'novo cadastro');
    res.status(201);
    return { message: AUTH_MESSAGES.registered, user };
  });

  apiRoute(
    r,
    api.auth.identify,
  )(async ({ body: { email } }, req) => {
    await consumeOr429(limits.identifyIp, clientIp(req), TOO_MANY.identify);
    return { exists: (await ctx.repos.users.findByEmail(email)) !== undefined };
  });

  // Express matches '/api/forgot-password/' (the spec's client) too: routing is not strict about a trailing slash.
  apiRoute(
    r,
    api.auth.forgotPassword,
  )(async ({ body: { email } }, req) => {
    // Counted whether or not the account exists, so a 429 says nothing about who is registered.
    await consumeOr429(limits.forgotIp, clientIp(req), TOO_MANY.forgot);
    await consumeOr429(limits.forgotEmail, email.trim().toLowerCase(), TOO_MANY.forgot);
    // The link's base: PUBLIC_URL, or on a developer's machine the loopback address the browser used; a forged
    // Origin or Host header never reaches the e-mail (link-base.ts).
    const publicUrl = linkBase(ctx.config.PUBLIC_URL, ctx.publicUrl(), req.get('origin'));
    // Answer at once and the same for every e-mail, so the reply says nothing about who is registered.
    void requestPasswordReset(
      { ...ctx, users: ctx.repos.users, resetTokens: ctx.repos.resetTokens, publicUrl },
      email,
    ).catch((err: unknown) => ctx.logger.error({ err }, 'falha ao enviar e-mail de redefinição'));
    return { message: AUTH_MESSAGES.forgotNeutral };
  });

  apiRoute(
    r,
    api.auth.resetPassword,
  )(async ({ body: input }) => {
    await resetPassword(ctx, input);
    return { message: AUTH_MESSAGES.resetDone };
  });

  apiRoute(
    r,
    api.auth.verifyToken,
  )(async ({ body }, req, res) => {
    const token = bearerFrom(req.headers.authorization) ?? body.token ?? null;
    const session = await resolveSession(ctx.repos.sessions, ctx.config.JWT_SECRET, token);
    if (!session) {
      const ended = token !== null && whyNoSession(ctx.config.JWT_SECRET, token) === 'ended';
      res.status(401).json({
        valid: false,
        error: ended ? 'session_ended' : 'token_invalid',
        message: ended ? AUTH_MESSAGES.sessionEnded : AUTH_MESSAGES.tokenInvalid,
      });
      return SENT;
    }
    const expiresIn = Math.max(0, session.claims.exp - Math.floor(Date.now() / 1000));
    return { valid: true, user: toPublicUser(session.user), expires_in: expiresIn };
  });

  apiRoute(
    r,
    api.auth.checkAdmin,
  )((_input, req) => ({
    is_admin: req.session?.user.is_admin === true,
  }));

  apiRoute(r, api.auth.me)((_input, req) => ({ user: toPublicUser(req.session!.user) }));

  return r;
}
