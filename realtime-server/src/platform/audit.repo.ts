import type { Queryable } from '@sinais/shared/server';

export interface AuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

export function createAuditRepo(db: Queryable) {
  return {
    async write(e: AuditEntry): Promise<void> {
      await db.query(
        'INSERT INTO audit_logs (actor_id, actor_email, action, target, details, ip) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          e.actorId,
          e.actorEmail,
          e.action,
          e.target ?? null,
          e.details ? JSON.stringify(e.details) : null,
          e.ip ?? null,
        ],
      );
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
