import { join } from 'node:path';
import { Router } from 'express';
import type { AppContext } from '../../context';
import type { ShopDeps } from '../domain/deps';
import { mediaAccessAllowed, verifyMediaSignature } from '../domain/access';
import { AppError } from '../../errors';

const forbidden = () =>
  new AppError('media_forbidden', 'Link de vídeo inválido ou expirado. Recarregue a aula.', 403);

/**
 * Lesson videos from MEDIA_DIR, with HTTP range requests (206), behind the signed link the lesson call gives.
 * Every request — each range of a playing video — is checked again against the session and the course access.
 */
export function mediaRoutes(ctx: AppContext, deps: Pick<ShopDeps, 'accesses'>): Router {
  const r = Router();
  r.get('/:file', async (req, res, next) => {
    const file = String(req.params.file);
    if (!/^[A-Za-z0-9_-]{1,80}\.(mp4|webm)$/.test(file))
      return next(new AppError('not_found', 'Arquivo não encontrado.', 404));
    const claims = verifyMediaSignature(ctx.config.JWT_SECRET, file, req.query as Record<string, unknown>);
    if (!claims || !(await mediaAccessAllowed(deps.accesses, ctx.repos.sessions, claims)))
      return next(forbidden());
    res.sendFile(
      join(ctx.config.MEDIA_DIR, file),
      // Not kept by caches: a later range must come back here and pass the check again.
      { acceptRanges: true, headers: { 'Cache-Control': 'private, no-store' }, dotfiles: 'deny' },
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
