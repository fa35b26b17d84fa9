import pg from 'pg';
import { signalEventType, signalSchema, type SignalEventKind } from '@sinais/shared';
import type { TestClient } from '../helpers/socket-client';

/**
 * A Jepsen-style checker for "no signal lost, none duplicated, order kept". The history is the store
 * (signal_events: id = seq, what the engine committed); each client's observation is what its
 * SignalStream rendered. PostgreSQL is the source of truth, so every committed change a client is allowed
 * to see, after the point it started watching, must appear exactly once, in seq order.
 */

export type Role = 'member' | 'admin';

const VISIBLE: Record<Role, ReadonlySet<SignalEventKind>> = {
  member: new Set<SignalEventKind>(['confirmed', 'closed', 'updated']),
  admin: new Set<SignalEventKind>(['created', 'confirmed', 'rejected', 'closed', 'updated']),
};

export interface Recorded {
  name: string;
  role: Role;
  client: TestClient;
  /** Everything up to this seq was already reflected when the client started watching. */
  baseline: number;
}

export interface Committed {
  id: number;
  kind: SignalEventKind;
  signal_id: string;
  /** A change of a signal the live gate has not published: admins only (issue 12). */
  experimental: boolean;
  /** The committed change, in canonical JSON: what a client renders for this seq must be exactly this. */
  content: string;
}

const visible = (role: Role, c: Committed) =>
  VISIBLE[role].has(c.kind) && (role === 'admin' || !c.experimental);

export interface Violation {
  client: string;
  /** `mismatch`: the client rendered this seq with other content than the store committed (a forgery). */
  kind: 'missing' | 'duplicate' | 'order' | 'phantom' | 'reset' | 'leak' | 'mismatch';
  ids: number[];
}

/** JSON with sorted keys, so equal content compares equal whatever the key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

const contentOf = (kind: SignalEventKind, signal: unknown) =>
  canonical({ type: signalEventType(kind), kind, signal });

export class Checker {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 3000 });
    this.pool.on('error', () => undefined);
  }

  async committed(): Promise<Committed[]> {
    const r = await this.pool.query<{
      id: string;
      kind: SignalEventKind;
      signal_id: string;
      payload: unknown;
    }>('SELECT id, kind, signal_id, payload FROM signal_events ORDER BY id');
    return r.rows.map((row) => {
      const signal = signalSchema.parse(row.payload);
      return {
        id: Number(row.id),
        kind: row.kind,
        signal_id: row.signal_id,
        experimental: signal.experimental,
        content: contentOf(row.kind, signal),
      };
    });
  }

  /**
   * Changes committed by a lease term after a newer term had begun: a write from an ended term, which the
   * fence must make impossible. Needs commit timestamps (track_commit_timestamp, on in our own cluster).
   */
  async endedTermWrites(
    leaseKey: string,
    afterSeq = 0,
  ): Promise<Array<{ id: number; term: number; newer: number }>> {
    const r = await this.pool.query<{ id: string; term: string; newer: string }>(
      `SELECT e.id, e.lease_token AS term, min(l.token) AS newer
         FROM signal_events e
         JOIN engine_lease l ON l.name = $1 AND l.token > e.lease_token
        WHERE e.id > $2 AND pg_xact_commit_timestamp(e.xmin) > l.acquired_at
        GROUP BY e.id, e.lease_token ORDER BY e.id`,
      [leaseKey, afterSeq],
    );
    return r.rows.map((x) => ({ id: Number(x.id), term: Number(x.term), newer: Number(x.newer) }));
  }

  async maxSeq(): Promise<number> {
    const r = await this.pool.query<{ m: string | null }>('SELECT max(id) AS m FROM signal_events');
    return Number(r.rows[0]?.m ?? 0);
  }

  /** Every violation of the invariants for these clients, considering commits with id ≤ upTo. */
  static violations(history: Committed[], clients: Recorded[], upTo: number): Violation[] {
    const out: Violation[] = [];
    const byId = new Map(history.map((c) => [c.id, c]));
    const all = new Set(byId.keys());
    const hidden = new Set(history.filter((c) => c.experimental).map((c) => c.id));
    for (const r of clients) {
      const rendered = r.client.signals.map((e) => Number(e.id));
      const mismatched = r.client.signals
        .filter((e) => {
          const c = byId.get(Number(e.id));
          const data = e.data as { kind?: string; signal?: unknown } | undefined;
          return c !== undefined && contentOf(data?.kind as SignalEventKind, data?.signal) !== c.content;
        })
        .map((e) => Number(e.id));
      if (mismatched.length) out.push({ client: r.name, kind: 'mismatch', ids: mismatched });
      const wrongType = r.client.signals
        .filter((e) => {
          const c = byId.get(Number(e.id));
          return c !== undefined && e.type !== signalEventType(c.kind);
        })
        .map((e) => Number(e.id));
      if (wrongType.length) out.push({ client: r.name, kind: 'mismatch', ids: wrongType });
      const seen = new Set<number>();
      const dups: number[] = [];
      const disorder: number[] = [];
      for (let i = 0; i < rendered.length; i++) {
        const id = rendered[i]!;
        if (seen.has(id)) dups.push(id);
        seen.add(id);
        if (i > 0 && id <= rendered[i - 1]!) disorder.push(id);
      }
      if (dups.length) out.push({ client: r.name, kind: 'duplicate', ids: dups });
      if (disorder.length) out.push({ client: r.name, kind: 'order', ids: disorder });
      const phantom = rendered.filter((id) => !all.has(id) && id <= upTo);
      if (phantom.length) out.push({ client: r.name, kind: 'phantom', ids: phantom });
      const missing = history
        .filter((c) => c.id > r.baseline && c.id <= upTo && visible(r.role, c) && !seen.has(c.id))
        .map((c) => c.id);
      if (missing.length) out.push({ client: r.name, kind: 'missing', ids: missing });
      const leaked = r.role === 'member' ? rendered.filter((id) => hidden.has(id)) : [];
      if (leaked.length) out.push({ client: r.name, kind: 'leak', ids: leaked });
      if (r.client.resets > 0) out.push({ client: r.name, kind: 'reset', ids: [r.client.resets] });
    }
    return out;
  }

  /**
   * Waits until every client has rendered everything committed up to `upTo` (or the deadline passes),
   * then returns the violations found and how long convergence took.
   */
  async converge(
    clients: Recorded[],
    upTo: number,
    timeoutMs = 30_000,
  ): Promise<{ ms: number; violations: Violation[]; history: Committed[] }> {
    const start = Date.now();
    const history = await this.committed();
    let violations = Checker.violations(history, clients, upTo);
    while (violations.length > 0 && Date.now() - start < timeoutMs) {
      await new Promise((r) => setTimeout(r, 250));
      violations = Checker.violations(history, clients, upTo);
    }
    return { ms: Date.now() - start, violations, history };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** A short, readable summary of violations for an assertion message. */
export function describeViolations(v: Violation[]): string {
  const byKind = new Map<string, { clients: number; sample: string }>();
  for (const x of v) {
    const k = byKind.get(x.kind) ?? { clients: 0, sample: `${x.client}: ${x.ids.slice(0, 8).join(',')}` };
    k.clients++;
    byKind.set(x.kind, k);
  }
  return [...byKind].map(([k, s]) => `${k} em ${s.clients} cliente(s), ex. ${s.sample}`).join('; ');
}
