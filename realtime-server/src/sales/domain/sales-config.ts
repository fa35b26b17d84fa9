import {
  DEFAULT_SALES_CONFIG,
  makeEnvelope,
  rotateIfDue,
  SALES_VIDEO_URL,
  salesConfigSchema,
  type SalesConfig,
} from '@sinais/shared';
import type { Bus, Db, Logger } from '@sinais/shared/server';
import { createAuditRepo } from '../../platform/audit.repo';
import { createSalesRepo, type SalesRepo } from '../data/sales.repo';
import { AppError } from '../../errors';
import { publicView, withRealResults } from './sales-metrics';

export interface CurrentConfig {
  version: number;
  updatedAt: string | null;
  config: SalesConfig;
}

export interface SalesDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  /** Bound to the database; a new version is written on the transaction. */
  sales: SalesRepo;
}

const CACHE_MS = 5_000;

/** What every saved version holds whatever was sent: the local sales video, the A/B test's start, the time. */
function normalised(input: SalesConfig, now: Date): SalesConfig {
  return {
    ...input,
    // spec 002 §4: the sales video is always the local file.
    videoConfig: { ...input.videoConfig, videoUrl: SALES_VIDEO_URL },
    abTestConfig: {
      ...input.abTestConfig,
      currentTestStartTime:
        input.abTestConfig.enabled && !input.abTestConfig.currentTestStartTime
          ? now.toISOString()
          : input.abTestConfig.currentTestStartTime,
    },
    timestamp: now.toISOString(),
  };
}

interface SaveOptions {
  reason: 'admin' | 'rotation';
  actor: { id: string; email: string } | null;
  ip?: string | null;
  baseVersion?: number;
}

/** Inserts the version and audits an administrator's save, in one transaction; null when the number was taken. */
function writeVersion(db: Db, version: number, config: SalesConfig, opts: SaveOptions) {
  return db.tx(async (q) => {
    const row = await createSalesRepo(q).insertVersion(version, config, opts.reason, opts.actor?.id ?? null);
    if (!row) return null;
    if (opts.actor) {
      await createAuditRepo(q).write({
        actorId: opts.actor.id,
        actorEmail: opts.actor.email,
        action: 'sales_config.updated',
        target: `version:${version}`,
        details: { version, ab_enabled: config.abTestConfig.enabled, delay: config.delayConfig },
        ip: opts.ip ?? null,
      });
    }
    return row;
  });
}

/** Every open sales page picks the saved version up at once. */
async function announce(deps: SalesDeps, value: CurrentConfig, reason: SaveOptions['reason']) {
  try {
    await deps.bus.publish(
      makeEnvelope('sales-config:updated', {
        version: value.version,
        updated_at: value.updatedAt!,
        config: publicView(value.config),
        reason,
      }),
    );
  } catch (err) {
    // Saved is saved; open pages pick it up on their next load.
    deps.logger.warn({ err, version: value.version }, 'falha ao publicar configuração de vendas');
  }
}

/**
 * The live configuration, read through a short cache that the 'sales-config:updated' event invalidates at once,
 * so the many /sales visitors cost no database read per request.
 */
export function createSalesConfigStore(deps: SalesDeps) {
  let cached: { at: number; value: CurrentConfig } | null = null;

  async function load(): Promise<CurrentConfig> {
    const row = await deps.sales.latestConfig();
    if (!row) return { version: 0, updatedAt: null, config: DEFAULT_SALES_CONFIG };
    // A stored version that no longer parses (schema moved on) falls back to defaults instead of breaking the page.
    const parsed = salesConfigSchema.safeParse(row.config);
    if (!parsed.success) {
      deps.logger.error(
        { version: row.version, issue: parsed.error.issues[0] },
        'configuração de vendas salva inválida; usando padrão',
      );
      return {
        version: row.version,
        updatedAt: new Date(row.created_at).toISOString(),
        config: DEFAULT_SALES_CONFIG,
      };
    }
    return { version: row.version, updatedAt: new Date(row.created_at).toISOString(), config: parsed.data };
  }

  // Another gateway saved: read the new version on the next request (the event carries only the public view).
  const unsubscribe = deps.bus.subscribe((env) => {
    if (env.type !== 'sales-config:updated') return;
    const d = env.data;
    if (cached && d.version > cached.value.version) cached = null;
  });

  async function current(fresh = false): Promise<CurrentConfig> {
    if (!fresh && cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const value = await load();
    cached = { at: Date.now(), value };
    return value;
  }

  /** Saves a new version (optimistic: the next number wins once) and tells every open page. */
  async function save(input: SalesConfig, opts: SaveOptions): Promise<CurrentConfig> {
    const now = new Date();
    const prev = await current(true);
    if (opts.baseVersion !== undefined && opts.baseVersion !== prev.version) {
      throw new AppError(
        'config_conflict',
        'A configuração foi alterada por outro administrador. Recarregue a página para ver a versão atual.',
        409,
        { version: prev.version },
      );
    }
    const config: SalesConfig = await withRealResults(deps.db, normalised(input, now));
    const version = prev.version + 1;
    const inserted = await writeVersion(deps.db, version, config, opts);
    if (!inserted) {
      throw new AppError(
        'config_conflict',
        'A configuração foi alterada ao mesmo tempo. Tente salvar novamente.',
        409,
      );
    }
    const value: CurrentConfig = { version, updatedAt: new Date(inserted.created_at).toISOString(), config };
    cached = { at: Date.now(), value };
    await announce(deps, value, opts.reason);
    return value;
  }

  /** The 60-second A/B check: rotates when due, refreshing the results and the best combination. */
  async function checkRotation(now = new Date()): Promise<boolean> {
    const cur = await current(true);
    const { config, rotated } = rotateIfDue(cur.config, now);
    if (!rotated) return false;
    try {
      await save(config, { reason: 'rotation', actor: null, baseVersion: cur.version });
      deps.logger.info({ version: cur.version + 1 }, 'teste A/B: rotação aplicada');
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'config_conflict') return false; // another gateway rotated first
      throw err;
    }
  }

  return { current, save, checkRotation, stop: unsubscribe };
}
export type SalesConfigStore = ReturnType<typeof createSalesConfigStore>;
