import { z } from 'zod';

// ---------- Page builder ----------

export const pageElementSchema: z.ZodType<PageElement> = z.lazy(() =>
  z.object({
    id: z.string().optional(),
    elType: z.enum(['section', 'column', 'widget']),
    widgetType: z.string().optional(),
    settings: z.record(z.string(), z.unknown()).default({}),
    elements: z.array(pageElementSchema).default([]),
  }),
) as z.ZodType<PageElement>;
export interface PageElement {
  id?: string;
  elType: 'section' | 'column' | 'widget';
  widgetType?: string;
  settings: Record<string, unknown>;
  elements: PageElement[];
}

export const pageDataSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.array(pageElementSchema),
  page_settings: z.record(z.string(), z.unknown()),
  updated_at: z.string().optional(),
});
export type PageData = z.infer<typeof pageDataSchema>;

export const pageSaveRequestSchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.array(pageElementSchema).max(200),
  page_settings: z.record(z.string(), z.unknown()).default({}),
});
