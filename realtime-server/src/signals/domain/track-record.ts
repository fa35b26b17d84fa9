import {
  buildTrackRecord,
  zonedTimeToUtc,
  type RecordKind,
  type Signal,
  type StrategyTracksResponse,
  type TrackRecord,
  type TrackRecordQuery,
  type TrackRecordResponse,
} from '@sinais/shared';
import type { SignalEventsRepo } from '../data/signal-events.repo';

interface Replay {
  seq: number;
  states: Signal[];
  all: TrackRecord;
}

type Filters = Pick<TrackRecordQuery, 'strategy' | 'timeframe' | 'from' | 'to'>;

const dayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return zonedTimeToUtc(y, m, d, 0).getTime();
};
const nextDayStart = (day: string) => {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + 1);
  return dayStart(noon.toISOString().slice(0, 10));
};

function matches(f: Filters): (s: Signal) => boolean {
  const from = f.from ? dayStart(f.from) : -Infinity;
  const to = f.to ? nextDayStart(f.to) : Infinity;
  return (s) => {
    if (f.strategy && s.strategy !== f.strategy) return false;
    if (f.timeframe && s.timeframe !== f.timeframe) return false;
    const t = Date.parse(s.created_at);
    return t >= from && t < to;
  };
}

/**
 * "Histórico de desempenho": the record members can check, replayed from `signal_events` (the newest event of
 * each signal). Two records that never mix: the published one (every member) and the experimental one (members
 * who opted in, and admins), each built only from its own signals. A replay is kept while no signal changed
 * (same latest seq), so every page view and every signal card does not re-read the whole history; filters are
 * applied to it in memory.
 */
export function createTrackRecordService(events: SignalEventsRepo) {
  const cached: Partial<Record<RecordKind, Replay>> = {};

  async function replay(kind: RecordKind): Promise<Replay> {
    const seq = await events.latestSeq();
    const hit = cached[kind];
    if (hit && hit.seq === seq) return hit;
    const states = await events.latestDecidedStates(kind);
    return (cached[kind] = { seq, states, all: buildTrackRecord(states) });
  }

  async function filtered(
    f: Filters & { record: RecordKind },
  ): Promise<{ seq: number; record: TrackRecord }> {
    const r = await replay(f.record);
    const any = f.strategy || f.timeframe || f.from || f.to;
    return { seq: r.seq, record: any ? buildTrackRecord(r.states.filter(matches(f))) : r.all };
  }

  return {
    async record(q: TrackRecordQuery, now = new Date()): Promise<Omit<TrackRecordResponse, 'market'>> {
      const { seq, record } = await filtered(q);
      const start = (q.page - 1) * q.page_size;
      return {
        generated_at: now.toISOString(),
        record: q.record,
        latest_seq: seq,
        filters: {
          strategy: q.strategy ?? null,
          timeframe: q.timeframe ?? null,
          from: q.from ?? null,
          to: q.to ?? null,
        },
        summary: record.summary,
        by_strategy: record.by_strategy,
        equity: record.equity,
        entries: record.entries.slice(start, start + q.page_size),
        total_entries: record.entries.length,
        page: q.page,
        page_size: q.page_size,
        funding_included: record.funding_included,
        simulated_entries: record.simulated_entries,
      };
    },

    /** Every entry that matches the filters (the CSV export). */
    async entries(f: Filters & { record: RecordKind }) {
      return (await filtered(f)).record.entries;
    },

    /** The live record of each strategy × timeframe, for the signal cards: one replay for all of them. */
    async strategies(record: RecordKind, now = new Date()): Promise<StrategyTracksResponse> {
      const r = await replay(record);
      return { generated_at: now.toISOString(), record, by_strategy: r.all.by_strategy };
    },
  };
}
export type TrackRecordService = ReturnType<typeof createTrackRecordService>;
