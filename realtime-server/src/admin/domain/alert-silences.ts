import {
  formatDateTime,
  MAX_SILENCE_MINUTES,
  MIN_SILENCE_MINUTES,
  type AlertSilence,
  type AlertSilences,
  type CreateSilence,
} from '@sinais/shared';
import { createSilencesRepo, type Db } from '@sinais/shared/server';
import { AppError } from '../../errors';
import { createAuditRepo } from '../../platform/audit.repo';
import type { Actor } from './monitoring';

const RECENT_SILENCES = 20;
const RECENT_SILENCED_ALERTS = 20;

/** The silences page: the latest silences (in force first by nature of the list) and the alerts they held back. */
export async function listSilences(db: Db, now = new Date()): Promise<AlertSilences> {
  const repo = createSilencesRepo(db);
  const [silences, silenced] = await Promise.all([
    repo.recent(RECENT_SILENCES, now),
    repo.silencedAlerts(RECENT_SILENCED_ALERTS),
  ]);
  return { silences, silenced_alerts: silenced };
}

/**
 * Sets a silence from now until `ends_at` (between 5 minutes and 7 days ahead: a maintenance window, never an
 * open-ended off switch), stored and audited (`alert.silence.create`) in one transaction.
 */
export async function createSilence(
  db: Db,
  actor: Actor,
  req: CreateSilence,
  now = new Date(),
): Promise<AlertSilence> {
  const endsAt = new Date(req.ends_at);
  const minutes = (endsAt.getTime() - now.getTime()) / 60_000;
  if (minutes < MIN_SILENCE_MINUTES)
    throw new AppError(
      'silence_too_short',
      `O fim do silêncio deve ser pelo menos ${MIN_SILENCE_MINUTES} minutos no futuro.`,
      400,
    );
  if (minutes > MAX_SILENCE_MINUTES)
    throw new AppError('silence_too_long', 'Um silêncio pode durar no máximo 7 dias.', 400);
  const { id, email } = actor.session.user;
  return db.tx(async (q) => {
    const silence = await createSilencesRepo(q).create(
      { reason: req.reason, startsAt: now, endsAt, actorId: id, actorEmail: email },
      now,
    );
    await createAuditRepo(q).write({
      actorId: id,
      actorEmail: email,
      action: 'alert.silence.create',
      target: `silence:${silence.id}`,
      details: {
        silence_id: silence.id,
        reason: silence.reason,
        starts_at: silence.starts_at,
        ends_at: silence.ends_at,
      },
      ip: actor.ip,
    });
    return silence;
  });
}

/** Ends a silence in force now; audited (`alert.silence.end`). 404 unknown, 409 already over. */
export async function endSilence(db: Db, actor: Actor, id: number, now = new Date()): Promise<AlertSilence> {
  const { id: actorId, email } = actor.session.user;
  return db.tx(async (q) => {
    const repo = createSilencesRepo(q);
    const ended = await repo.end(id, email, now);
    if (!ended) {
      const existing = await repo.byId(id, now);
      if (!existing) throw new AppError('not_found', 'Silêncio não encontrado.', 404);
      throw new AppError(
        'silence_over',
        `Este silêncio já terminou (${formatDateTime(existing.ended_at ?? existing.ends_at, true)}).`,
        409,
      );
    }
    await createAuditRepo(q).write({
      actorId,
      actorEmail: email,
      action: 'alert.silence.end',
      target: `silence:${id}`,
      details: { silence_id: id, reason: ended.reason, planned_end: ended.ends_at, ended_at: ended.ended_at },
      ip: actor.ip,
    });
    return ended;
  });
}
