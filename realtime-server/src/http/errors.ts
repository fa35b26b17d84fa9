import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '@sinais/shared/server';
import { AppError } from '../errors';

export const notFoundApi: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', 'Rota não encontrada.', 404));
};

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** The store is unreachable or restarting: a temporary condition the client should retry, not a bug. */
function storeUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (typeof e.code === 'string' && (DB_DOWN_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  return (
    typeof e.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
      e.message,
    )
  );
}

interface BodyParserError {
  type?: string;
  status?: number;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof AppError) {
      res.status(err.status).json({ error: err.code, message: err.message, ...err.extra });
      return;
    }
    const bp = err as BodyParserError;
    if (bp.type === 'entity.parse.failed') {
      res.status(400).json({ error: 'invalid_json', message: 'JSON inválido no corpo da requisição.' });
      return;
    }
    if (bp.type === 'entity.too.large') {
      res.status(413).json({ error: 'payload_too_large', message: 'Requisição grande demais.' });
      return;
    }
    if (typeof bp.status === 'number' && bp.status >= 400 && bp.status < 500) {
      res.status(bp.status).json({ error: 'bad_request', message: 'Requisição inválida.' });
      return;
    }
    // PostgreSQL class 22 (data exception: a NUL byte in text, a malformed uuid, a number out of range) comes
    // from what the client sent, not from a bug: a 400, not a 500 with an error log per request.
    const pgCode = (err as { code?: unknown } | null)?.code;
    if (typeof pgCode === 'string' && /^22[0-9A-Z]{3}$/.test(pgCode)) {
      res.status(400).json({ error: 'invalid_input', message: 'Dados inválidos.' });
      return;
    }
    if (storeUnavailable(err)) {
      logger.warn({ err, reqId: req.id, path: req.path }, 'banco de dados indisponível');
      res.setHeader('Retry-After', '5');
      res.status(503).json({
        error: 'unavailable',
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        request_id: req.id,
      });
      return;
    }
    logger.error({ err, reqId: req.id, path: req.path }, 'erro inesperado');
    res.status(500).json({
      error: 'internal',
      message: 'Erro interno. Tente novamente em instantes.',
      request_id: req.id,
    });
  };
}
