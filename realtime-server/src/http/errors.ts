import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '@sinais/shared/server';

/** The one application error: a stable code, a Portuguese message for people, an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFoundApi: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', 'Rota não encontrada.', 404));
};

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
    logger.error({ err, reqId: req.id, path: req.path }, 'erro inesperado');
    res.status(500).json({
      error: 'internal',
      message: 'Erro interno. Tente novamente em instantes.',
      request_id: req.id,
    });
  };
}
