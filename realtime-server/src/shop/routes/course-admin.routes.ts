import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Router, type Request, type Response } from 'express';
import multer from 'multer';
import { api, CONTENT_MESSAGES } from '@sinais/shared';
import type { AppContext } from '../../context';
import { editableLessons, saveLessons } from '../domain/lesson-editor';
import type { ShopDeps } from '../domain/deps';
import { clientIp } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { apiRoute, apiRouter } from '../../http/api-route';

const VIDEO_TYPES: Record<string, 'mp4' | 'webm'> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** The first bytes say what the file is, whatever its name or declared type: MP4 ('ftyp' box) or WebM (EBML). */
async function sniffVideo(path: string): Promise<'mp4' | 'webm' | null> {
  const fh = await open(path, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await fh.read(head, 0, 12, 0);
    if (bytesRead >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
    if (bytesRead >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
    return null;
  } finally {
    await fh.close();
  }
}

/** Admin course content: the lesson editor's list and the lesson-video upload into MEDIA_DIR. */
export function courseAdminRoutes(ctx: AppContext, deps: ShopDeps): Router {
  const r = apiRouter(ctx);
  const editor = { db: ctx.db, catalogue: deps.catalogue, mediaDir: ctx.config.MEDIA_DIR };
  const maxMb = ctx.config.MEDIA_MAX_UPLOAD_MB;

  // Written under a dot-name the media route never serves, renamed once its bytes are checked.
  const upload = multer({
    storage: multer.diskStorage({
      destination: ctx.config.MEDIA_DIR,
      filename: (_req, _file, cb) => cb(null, `.upload-${randomBytes(12).toString('hex')}.part`),
    }),
    limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 4, parts: 6 },
    fileFilter: (_req, file, cb) => {
      if (VIDEO_TYPES[file.mimetype]) cb(null, true);
      else cb(new AppError('unsupported_media_type', CONTENT_MESSAGES.uploadType, 415));
    },
  }).single('file');

  const receive = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      upload(req, res, (err: unknown) => {
        if (!err) return resolve();
        if (err instanceof AppError) return reject(err);
        if (err instanceof multer.MulterError) {
          return reject(
            err.code === 'LIMIT_FILE_SIZE'
              ? new AppError('file_too_large', `Arquivo muito grande (máximo de ${maxMb} MB).`, 413)
              : new AppError('invalid_upload', CONTENT_MESSAGES.uploadMissing, 400),
          );
        }
        // The admin closed the tab or lost the connection: nothing is wrong with the server (multer already
        // removed the partial file).
        if (req.destroyed || /Request aborted|Unexpected end of form/.test(String((err as Error)?.message))) {
          ctx.logger.info({ reqId: req.id }, 'envio de vídeo interrompido pelo cliente');
          return reject(new AppError('upload_aborted', 'Envio interrompido antes do fim.', 400));
        }
        reject(err instanceof Error ? err : new Error(String(err)));
      });
    });

  apiRoute(r, api.courses.adminLessons)(({ params }) => editableLessons(editor, params.courseId));

  apiRoute(
    r,
    api.courses.saveAdminLessons,
  )(({ params, body }, req) => {
    const u = req.session!.user;
    return saveLessons(editor, { id: u.id, email: u.email, ip: clientIp(req) }, params.courseId, body);
  });

  apiRoute(
    r,
    api.courses.uploadMedia,
  )(async (_input, req, res) => {
    if (!req.is('multipart/form-data'))
      throw new AppError('invalid_upload', CONTENT_MESSAGES.uploadMissing, 400);
    await receive(req, res);
    const file = req.file;
    if (!file) throw new AppError('invalid_upload', CONTENT_MESSAGES.uploadMissing, 400);
    const kind = await sniffVideo(file.path).catch(() => null);
    if (!kind || kind !== VIDEO_TYPES[file.mimetype]) {
      await rm(file.path, { force: true });
      throw new AppError('unsupported_media_type', CONTENT_MESSAGES.uploadType, 415);
    }
    const name = `aula-${randomBytes(10).toString('hex')}.${kind}`;
    await rename(file.path, join(ctx.config.MEDIA_DIR, name));
    const u = req.session!.user;
    await ctx.repos.audit.write({
      actorId: u.id,
      actorEmail: u.email,
      action: 'media.uploaded',
      target: name,
      details: { size: file.size, content_type: file.mimetype },
      ip: clientIp(req),
    });
    res.status(201);
    return { success: true, file: name, size: file.size, content_type: file.mimetype };
  });

  return r;
}
