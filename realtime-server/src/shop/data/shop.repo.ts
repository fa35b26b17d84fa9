import type { CustomerSaveRequest, LessonProgressEntry, PageData, PageElement } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

/** Checkout customer data, lesson progress and page-builder pages. */
export interface SavedCustomerRow {
  phone: string | null;
  identification_number: string | null;
  zip_code: string | null;
  city: string | null;
  state: string | null;
  created_at: Date;
}

export function createShopRepo(db: Queryable) {
  return {
    async saveCustomer(userId: string | null, c: CustomerSaveRequest): Promise<string> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO customers (user_id, email, first_name, last_name, phone, identification_type, identification_number,
         zip_code, city, state, course_id, payment_method, source, status, payment_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          userId,
          c.email,
          c.firstName ?? null,
          c.lastName ?? null,
          c.phone ?? null,
          c.identification?.type ?? null,
          c.identification?.number?.replace(/\D/g, '') ?? null,
          c.address?.zip_code ?? null,
          c.address?.city ?? null,
          c.address?.state ?? null,
          c.courseId ?? null,
          c.paymentMethod ?? null,
          c.source ?? null,
          c.status ?? null,
          c.paymentId === undefined ? null : String(c.paymentId),
        ],
      );
      return rows[0]!.id;
    },

    /** The buyer's most recent checkout data that had anything to offer again (phone, CPF or address). */
    async lastCustomer(userId: string): Promise<SavedCustomerRow | undefined> {
      const rows = await db.query<SavedCustomerRow>(
        `SELECT phone, identification_number, zip_code, city, state, created_at FROM customers
        WHERE user_id = $1 AND (phone IS NOT NULL OR identification_number IS NOT NULL OR zip_code IS NOT NULL)
        ORDER BY created_at DESC LIMIT 1`,
        [userId],
      );
      return rows[0];
    },

    async progress(userId: string, lessonIds?: string[]): Promise<Record<string, LessonProgressEntry>> {
      const rows = await db.query<{
        lesson_id: string;
        position_s: number;
        duration_s: number;
        completed: boolean;
        updated_at: Date;
      }>(
        `SELECT lesson_id, position_s, duration_s, completed, updated_at FROM lesson_progress WHERE user_id = $1`,
        [userId],
      );
      const out: Record<string, LessonProgressEntry> = {};
      for (const r of rows) {
        if (lessonIds && !lessonIds.includes(r.lesson_id)) continue;
        out[r.lesson_id] = {
          currentTime: Number(r.position_s),
          duration: Number(r.duration_s),
          completed: r.completed,
          updated_at: new Date(r.updated_at).toISOString(),
        };
      }
      return out;
    },

    /** Completion is sticky: once a lesson is complete, a later position never un-completes it. */
    async saveProgress(
      userId: string,
      lessonId: string,
      p: { currentTime: number; duration: number; completed: boolean },
    ) {
      const rows = await db.query<{
        position_s: number;
        duration_s: number;
        completed: boolean;
        updated_at: Date;
      }>(
        `INSERT INTO lesson_progress (user_id, lesson_id, position_s, duration_s, completed) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET position_s = EXCLUDED.position_s,
         duration_s = GREATEST(EXCLUDED.duration_s, lesson_progress.duration_s),
         completed = lesson_progress.completed OR EXCLUDED.completed, updated_at = now()
       RETURNING position_s, duration_s, completed, updated_at`,
        [userId, lessonId, p.currentTime, p.duration, p.completed],
      );
      const r = rows[0]!;
      return {
        currentTime: Number(r.position_s),
        duration: Number(r.duration_s),
        completed: r.completed,
        updated_at: new Date(r.updated_at).toISOString(),
      };
    },

    async page(slug: string): Promise<PageData | undefined> {
      const rows = await db.query<{
        slug: string;
        title: string;
        content: PageElement[];
        page_settings: Record<string, unknown>;
        updated_at: Date;
      }>('SELECT slug, title, content, page_settings, updated_at FROM pages WHERE slug = $1', [slug]);
      const r = rows[0];
      return r
        ? {
            slug: r.slug,
            title: r.title,
            content: r.content,
            page_settings: r.page_settings,
            updated_at: new Date(r.updated_at).toISOString(),
          }
        : undefined;
    },

    async savePage(
      slug: string,
      p: { title: string; content: PageElement[]; page_settings: Record<string, unknown> },
      userId: string,
    ) {
      await db.query(
        `INSERT INTO pages (slug, title, content, page_settings, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, page_settings = EXCLUDED.page_settings,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [slug, p.title, JSON.stringify(p.content), JSON.stringify(p.page_settings), userId],
      );
    },
  };
}
export type ShopRepo = ReturnType<typeof createShopRepo>;
