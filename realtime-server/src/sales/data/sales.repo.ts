import type { SalesConfig, Variant } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

export interface ConfigVersionRow {
  version: number;
  config: SalesConfig;
  created_at: Date;
}

export interface WatchDelta {
  maxPosition?: number;
  watched?: number;
  duration?: number;
  completed?: boolean;
  pauses?: number;
  resumes?: number;
}

/** Sales configuration versions, A/B assignments, visitor events and viewing. */
export function createSalesRepo(db: Queryable) {
  return {
    async latestConfig(): Promise<ConfigVersionRow | undefined> {
      const rows = await db.query<ConfigVersionRow>(
        'SELECT version, config, created_at FROM sales_config_versions ORDER BY version DESC LIMIT 1',
      );
      return rows[0];
    },

    /** Inserts the next version; false when another save took that number first. */
    async insertVersion(
      version: number,
      config: SalesConfig,
      reason: 'admin' | 'rotation',
      userId: string | null,
    ) {
      const rows = await db.query<{ created_at: Date }>(
        `INSERT INTO sales_config_versions (version, config, reason, created_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (version) DO NOTHING RETURNING created_at`,
        [version, JSON.stringify(config), reason, userId],
      );
      return rows[0] ?? null;
    },

    async assignment(visitorId: string): Promise<Variant | undefined> {
      const rows = await db.query<{ headline_id: string; button_id: string }>(
        'SELECT headline_id, button_id FROM ab_assignments WHERE visitor_id = $1',
        [visitorId],
      );
      const r = rows[0];
      return r ? { headlineId: r.headline_id, buttonId: r.button_id } : undefined;
    },

    async saveAssignment(visitorId: string, v: Variant): Promise<void> {
      await db.query(
        `INSERT INTO ab_assignments (visitor_id, headline_id, button_id) VALUES ($1, $2, $3)
       ON CONFLICT (visitor_id) DO UPDATE SET headline_id = EXCLUDED.headline_id, button_id = EXCLUDED.button_id, last_seen_at = now()`,
        [visitorId, v.headlineId, v.buttonId],
      );
    },

    async linkUser(visitorId: string, userId: string): Promise<void> {
      await db.query(
        `UPDATE ab_assignments SET user_id = $2, linked_at = now() WHERE visitor_id = $1 AND user_id IS DISTINCT FROM $2`,
        [visitorId, userId],
      );
    },

    /** Records an event; false when its dedupe key was already used (an obvious duplicate). */
    async insertEvent(e: {
      visitorId: string;
      type: string;
      variant: Variant;
      position: number | null;
      dedupeKey: string | null;
    }): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO sales_events (visitor_id, type, headline_id, button_id, position_s, dedupe_key) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [e.visitorId, e.type, e.variant.headlineId, e.variant.buttonId, e.position, e.dedupeKey],
      );
      return rows.length > 0;
    },

    async upsertWatch(visitorId: string, v: Variant, d: WatchDelta): Promise<void> {
      await db.query(
        `INSERT INTO sales_watch (visitor_id, headline_id, button_id, max_position_s, watched_s, duration_s, completed, pauses, resumes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (visitor_id, headline_id, button_id) DO UPDATE SET
         max_position_s = GREATEST(sales_watch.max_position_s, EXCLUDED.max_position_s),
         watched_s = sales_watch.watched_s + EXCLUDED.watched_s,
         duration_s = GREATEST(sales_watch.duration_s, EXCLUDED.duration_s),
         completed = sales_watch.completed OR EXCLUDED.completed,
         pauses = sales_watch.pauses + EXCLUDED.pauses,
         resumes = sales_watch.resumes + EXCLUDED.resumes,
         updated_at = now()`,
        [
          visitorId,
          v.headlineId,
          v.buttonId,
          d.maxPosition ?? 0,
          d.watched ?? 0,
          d.duration ?? 0,
          d.completed ?? false,
          d.pauses ?? 0,
          d.resumes ?? 0,
        ],
      );
    },

    async eventCounts() {
      return db.query<{
        headline_id: string;
        button_id: string;
        views: number;
        clicks: number;
        last_at: Date | null;
      }>(
        `SELECT headline_id, button_id,
              count(*) FILTER (WHERE type = 'view')::int AS views,
              count(*) FILTER (WHERE type = 'cta_click')::int AS clicks,
              max(created_at) AS last_at
         FROM sales_events GROUP BY headline_id, button_id`,
      );
    },

    async watchByVariant() {
      return db.query<{
        headline_id: string;
        button_id: string;
        viewers: number;
        watched: number;
        completed: number;
        pauses: number;
        resumes: number;
      }>(
        `SELECT headline_id, button_id, count(*)::int AS viewers, COALESCE(sum(watched_s), 0)::float8 AS watched,
              count(*) FILTER (WHERE completed)::int AS completed,
              COALESCE(sum(pauses), 0)::int AS pauses, COALESCE(sum(resumes), 0)::int AS resumes
         FROM sales_watch GROUP BY headline_id, button_id`,
      );
    },

    /** How many viewers stopped at each whole second (the furthest point they reached). */
    async reachHistogram() {
      return db.query<{ s: number; n: number }>(
        `SELECT floor(max_position_s)::int AS s, count(*)::int AS n FROM sales_watch WHERE max_position_s > 0 OR watched_s > 0 GROUP BY 1 ORDER BY 1`,
      );
    },

    async videoDuration(): Promise<number> {
      const rows = await db.query<{ d: number | null }>(
        'SELECT max(duration_s)::float8 AS d FROM sales_watch',
      );
      return Number(rows[0]?.d ?? 0);
    },

    /** Approved purchases made by a user after the visitor cookie linked to them was first seen, by variant. */
    async purchasesByVariant() {
      return db.query<{ headline_id: string; button_id: string; purchases: number }>(
        `SELECT a.headline_id, a.button_id, count(DISTINCT p.id)::int AS purchases
         FROM ab_assignments a JOIN purchases p ON p.user_id = a.user_id AND p.created_at >= a.created_at
        WHERE a.user_id IS NOT NULL AND p.status = 'approved'
        GROUP BY a.headline_id, a.button_id`,
      );
    },
  };
}
export type SalesRepo = ReturnType<typeof createSalesRepo>;
