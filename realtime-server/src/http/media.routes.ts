import { join } from 'node:path';
import { Router } from 'express';
import type { AppContext } from '../context';
import { verifyMediaSignature } from '../domain/courses/access';
import { AppError } from './errors';

/** Lesson videos from MEDIA_DIR, with HTTP range requests (206), behind the signed link the lesson call gives. */
export function mediaRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/:file', (req, res, next) => {
    const file = String(req.params.file);
    if (!/^[A-Za-z0-9_-]{1,80}\.(mp4|webm)$/.test(file))
      return next(new AppError('not_found', 'Arquivo não encontrado.', 404));
    if (!verifyMediaSignature(ctx.config.JWT_SECRET, file, req.query as Record<string, unknown>)) {
      return next(
        new AppError('media_forbidden', 'Link de vídeo inválido ou expirado. Recarregue a aula.', 403),
      );
    }
    res.sendFile(
      join(ctx.config.MEDIA_DIR, file),
      { acceptRanges: true, headers: { 'Cache-Control': 'private, max-age=3600' }, dotfiles: 'deny' },
      (err) => {
        if (!err) return;
        if (res.headersSent) return;
        const e = err as NodeJS.ErrnoException & { status?: number };
        next(
          e.code === 'ENOENT' || e.status === 404
            ? new AppError('not_found', 'Vídeo não encontrado.', 404)
            : e,
        );
      },
    );
  });
  return r;
}
