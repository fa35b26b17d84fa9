import type { RequestHandler } from 'express';
import { AUTH_MESSAGES, type RouteAccess } from '@sinais/shared';
import type { AppContext } from '../context';
import { bearerFrom, whyNoSession } from '../auth';
import { AppError } from '../errors';
import { sessionOf } from './auth.middleware';

/**
 * The check each access level of the API map puts in front of a route (issue 28): `apiRoute` mounts the one its
 * `access` declares, first, so declaring a route `member` is what protects it. No router mounts its own.
 * - public: nothing (a token is not even read);
 * - optional: a valid token says who is asking (`req.session`); a missing or bad one makes a visitor, never a 401;
 * - member: 401 without a valid session (the reason in Portuguese: missing, invalid/expired, ended elsewhere);
 * - admin: the same, then 403 unless the user row says admin (read on every call, never from the token).
 */
export type AccessGates = Readonly<Record<RouteAccess, RequestHandler | null>>;

const gateAccess = new WeakMap<RequestHandler, RouteAccess>();

/** The access level a handler checks when it is one of the map's gates (the route-stack test reads it). */
export const accessOfGate = (fn: unknown): RouteAccess | undefined =>
  typeof fn === 'function' ? gateAccess.get(fn as RequestHandler) : undefined;

const marked = (access: RouteAccess, fn: RequestHandler): RequestHandler => {
  gateAccess.set(fn, access);
  return fn;
};

async function member(ctx: AppContext, req: Parameters<RequestHandler>[0]): Promise<void> {
  const token = bearerFrom(req.headers.authorization);
  if (!token) throw new AppError('token_missing', AUTH_MESSAGES.tokenMissing, 401);
  if (await sessionOf(ctx, req)) return;
  // A genuine token whose session was ended elsewhere says so ("Sua sessão foi encerrada em outro dispositivo").
  if (whyNoSession(ctx.config.JWT_SECRET, token) === 'ended')
    throw new AppError('session_ended', AUTH_MESSAGES.sessionEnded, 401);
  throw new AppError('token_invalid', AUTH_MESSAGES.tokenInvalid, 401);
}

const built = new WeakMap<AppContext, AccessGates>();

/** One set of gates per application context. */
export function accessGates(ctx: AppContext): AccessGates {
  const known = built.get(ctx);
  if (known) return known;
  const gates: AccessGates = {
    public: null,
    optional: marked('optional', async (req, _res, next) => {
      if (req.headers.authorization) await sessionOf(ctx, req);
      next();
    }),
    member: marked('member', async (req, _res, next) => {
      await member(ctx, req);
      next();
    }),
    admin: marked('admin', async (req, _res, next) => {
      await member(ctx, req);
      if (!req.session?.user.is_admin) throw new AppError('forbidden', AUTH_MESSAGES.adminOnly, 403);
      next();
    }),
  };
  built.set(ctx, gates);
  return gates;
}
