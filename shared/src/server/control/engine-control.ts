import type { EngineControl } from '../../schemas/engine-control';
import type { Db, Queryable } from '../db/db';

/** The one control row every engine reads (engine_control.name). */
export const ENGINE_CONTROL_NAME = 'engine';

interface ControlRow {
  paused: boolean;
  effective: boolean;
  reason: string | null;
  actor_email: string | null;
  changed_at: Date | string;
  paused_until: Date | string | null;
  version: number;
}

const SELECT = `SELECT paused, (paused AND (paused_until IS NULL OR paused_until > now())) AS effective,
                       reason, actor_email, changed_at, paused_until, version
                  FROM engine_control WHERE name = $1`;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toControl(r: ControlRow): EngineControl {
  return {
    paused: r.effective,
    reason: r.reason,
    actor_email: r.actor_email,
    changed_at: iso(r.changed_at)!,
    paused_until: iso(r.paused_until),
    version: Number(r.version),
  };
}

export interface StoredControl extends EngineControl {
  /** A timed pause whose end has passed but that nobody has closed yet (the engine closes it, audited). */
  lapsed: boolean;
}

export async function readEngineControl(q: Queryable): Promise<StoredControl> {
  const rows = await q.query<ControlRow>(SELECT, [ENGINE_CONTROL_NAME]);
  const r = rows[0];
  if (!r) throw new Error('engine_control sem a linha do motor (migração 015 não aplicada?)');
  return { ...toControl(r), lapsed: r.paused && !r.effective };
}

/**
 * True when the stored pause is in force. Runs inside a signal write's transaction with FOR SHARE: a pause
 * being written waits for that transaction, or that transaction sees the pause. Nothing reaches members
 * after a pause has been stored.
 */
export async function pausedNow(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ effective: boolean }>(
    `SELECT (paused AND (paused_until IS NULL OR paused_until > now())) AS effective
       FROM engine_control WHERE name = $1 FOR SHARE`,
    [ENGINE_CONTROL_NAME],
  );
  return rows[0]?.effective === true;
}

export interface ControlChange {
  paused: boolean;
  reason: string | null;
  /** Timed pause length; ignored when resuming. */
  durationMinutes?: number | undefined;
  /** The version the caller saw; when given and different, nothing changes (conflict). */
  expectedVersion?: number | undefined;
  actor: { id: string | null; email: string | null; ip: string | null };
  /** Audit action and extra details written in the same transaction. */
  action: string;
  details?: Record<string, unknown>;
}

export type ControlChangeResult =
  | { ok: true; control: EngineControl; previous: EngineControl }
  | { ok: false; reason: 'conflict'; control: EngineControl };

/**
 * Changes the pause with compare-and-set and writes its audit row in the same transaction: either both are
 * stored or neither. The row lock (FOR UPDATE) serialises concurrent admins.
 */
export async function changeEngineControl(db: Db, change: ControlChange): Promise<ControlChangeResult> {
  return db.tx(async (q) => {
    const rows = await q.query<ControlRow>(`${SELECT} FOR UPDATE`, [ENGINE_CONTROL_NAME]);
    const current = rows[0];
    if (!current) throw new Error('engine_control sem a linha do motor');
    const previous = toControl(current);
    if (change.expectedVersion !== undefined && change.expectedVersion !== previous.version)
      return { ok: false as const, reason: 'conflict' as const, control: previous };
    const updated = await q.query<ControlRow>(
      `UPDATE engine_control
          SET paused = $2, reason = $3,
              paused_until = CASE WHEN $4::int IS NULL THEN NULL ELSE now() + $4::int * interval '1 minute' END,
              actor_id = $5, actor_email = $6,
              changed_at = now(), version = version + 1
        WHERE name = $1
        RETURNING paused, (paused AND (paused_until IS NULL OR paused_until > now())) AS effective,
                  reason, actor_email, changed_at, paused_until, version`,
      [
        ENGINE_CONTROL_NAME,
        change.paused,
        change.reason,
        change.paused && change.durationMinutes ? change.durationMinutes : null,
        change.actor.id,
        change.actor.email,
      ],
    );
    const control = toControl(updated[0]!);
    await q.query(
      'INSERT INTO audit_logs (actor_id, actor_email, action, target, details, ip) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        change.actor.id,
        change.actor.email,
        change.action,
        'engine',
        JSON.stringify({
          ...(change.reason ? { reason: change.reason } : {}),
          ...(control.paused_until ? { paused_until: control.paused_until } : {}),
          previous: { paused: previous.paused, reason: previous.reason, version: previous.version },
          version: control.version,
          ...change.details,
        }),
        change.actor.ip,
      ],
    );
    return { ok: true as const, control, previous };
  });
}

/** Claims the TOP pairs refresh slot: false while the previous request is younger than the cooldown. */
export async function claimRefreshSlot(
  q: Queryable,
  cooldownS: number,
): Promise<{ ok: true } | { ok: false; retryAfterS: number }> {
  const rows = await q.query<{ ok: boolean; retry: number | null }>(
    `WITH claimed AS (
       UPDATE engine_control SET refresh_requested_at = now()
        WHERE name = $1 AND (refresh_requested_at IS NULL OR refresh_requested_at <= now() - $2 * interval '1 second')
        RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM claimed) AS ok,
            (SELECT ceil(EXTRACT(EPOCH FROM (refresh_requested_at + $2 * interval '1 second' - now())))
               FROM engine_control WHERE name = $1) AS retry`,
    [ENGINE_CONTROL_NAME, cooldownS],
  );
  const r = rows[0]!;
  return r.ok ? { ok: true } : { ok: false, retryAfterS: Math.max(1, Number(r.retry ?? cooldownS)) };
}
