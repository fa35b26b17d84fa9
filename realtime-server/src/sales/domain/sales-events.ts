import { variantFor, type SalesConfig, type SalesEventInput, type Variant } from '@sinais/shared';
import type { SalesRepo } from '../data/sales.repo';

/** Crawlers, link previews, scripts and headless browsers do not count as visitors. */
const BOT_UA =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|headlesschrome|phantomjs|puppeteer|playwright|lighthouse|curl|wget|python|httpclient|okhttp|java\/|go-http|axios|node-fetch|undici|^node$/i;

export function isBot(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua.length < 8 || BOT_UA.test(ua);
}

const day = (d = new Date()) => d.toISOString().slice(0, 10);
/** The most watched seconds one 'progress' report may add (the page reports every few seconds). */
const MAX_WATCH_PER_REPORT = 30;

export type RecordOutcome = { recorded: true } | { recorded: false; reason: 'duplicate' | 'no_variant' };

/**
 * Records one visitor event against the variant the visitor is actually shown. Views, clicks, plays and
 * completions count once per visitor, variant and day; pauses, resumes and watch time accumulate per viewer.
 */
export async function recordSalesEvent(
  sales: SalesRepo,
  config: SalesConfig,
  visitorId: string,
  e: SalesEventInput,
): Promise<RecordOutcome> {
  const assigned = await sales.assignment(visitorId);
  if (!assigned) return { recorded: false, reason: 'no_variant' };
  const variant: Variant = variantFor(config, assigned);
  if (variant.headlineId !== assigned.headlineId || variant.buttonId !== assigned.buttonId)
    await sales.saveAssignment(visitorId, variant);
  const position = e.position ?? null;
  const base = { visitorId, variant, position };
  const once = (type: string) => `${type}:${visitorId}:${variant.headlineId}:${variant.buttonId}:${day()}`;

  switch (e.type) {
    case 'view':
    case 'cta_click':
    case 'play': {
      const ok = await sales.insertEvent({ ...base, type: e.type, dedupeKey: once(e.type) });
      if (ok && e.type === 'play') await sales.upsertWatch(visitorId, variant, { duration: e.duration ?? 0 });
      return ok ? { recorded: true } : { recorded: false, reason: 'duplicate' };
    }
    case 'complete': {
      const ok = await sales.insertEvent({
        ...base,
        type: 'complete',
        dedupeKey: once('complete'),
      });
      if (!ok) return { recorded: false, reason: 'duplicate' };
      await sales.upsertWatch(visitorId, variant, {
        completed: true,
        maxPosition: e.duration ?? position ?? 0,
        duration: e.duration ?? 0,
      });
      return { recorded: true };
    }
    case 'pause':
    case 'resume':
      await sales.upsertWatch(visitorId, variant, e.type === 'pause' ? { pauses: 1 } : { resumes: 1 });
      return { recorded: true };
    case 'progress': {
      const duration = e.duration ?? 0;
      const maxPosition = Math.min(position ?? 0, duration > 0 ? duration : Number.POSITIVE_INFINITY);
      await sales.upsertWatch(visitorId, variant, {
        maxPosition,
        duration,
        watched: Math.min(e.watched ?? 0, MAX_WATCH_PER_REPORT),
      });
      return { recorded: true };
    }
  }
}
