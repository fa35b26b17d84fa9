import type { Logger } from '@sinais/shared/server';
import type { SessionsRepo } from '../data/sessions.repo';

const TOUCH_EVERY_MS = 60_000;
const MAX_TRACKED = 50_000;

/**
 * "Última atividade" of each device session: written at most once a minute per session and process, off the
 * request's path, so a polling tab costs one small UPDATE a minute rather than one per request.
 */
export function createSessionActivity(sessions: Pick<SessionsRepo, 'touch'>, logger: Logger) {
  const last = new Map<string, number>();
  return (sessionId: string, now = Date.now()): void => {
    if (now - (last.get(sessionId) ?? 0) < TOUCH_EVERY_MS) return;
    if (last.size >= MAX_TRACKED) last.clear();
    last.set(sessionId, now);
    void sessions
      .touch(sessionId)
      .catch((err: unknown) => logger.warn({ err }, 'falha ao registrar atividade da sessão'));
  };
}
export type SessionActivity = ReturnType<typeof createSessionActivity>;
