import { zonedParts, zonedTimeToUtc } from './format';

/**
 * Exchange sessions for the dashboard's market clocks, from each exchange's own time zone and calendar.
 * NYSE: 09:30-16:00 America/New_York, pre-market from 04:00, after-hours to 20:00, early close 13:00.
 * Tokyo Stock Exchange: 09:00-11:30 and 12:30-15:30 Asia/Tokyo (close moved to 15:30 on 5 Nov 2024).
 * Holiday lists are the exchanges' published calendars (docs/member-area.md says how to extend them).
 */
export type MarketId = 'new_york' | 'asia';
export type MarketPhase = 'ABERTO' | 'FECHADO' | 'PRÉ-MERCADO' | 'PÓS-MERCADO' | 'INTERVALO';

interface Session {
  phase: MarketPhase;
  /** Minutes after local midnight. */
  start: number;
  end: number;
}

interface ExchangeCalendar {
  id: MarketId;
  name: string;
  exchange: string;
  timeZone: string;
  sessions: readonly Session[];
  holidays: ReadonlySet<string>;
  /** Days that close early: local date → regular close in minutes. */
  earlyCloses: ReadonlyMap<string, number>;
}

const hm = (h: number, m = 0) => h * 60 + m;

const NYSE: ExchangeCalendar = {
  id: 'new_york',
  name: 'Nova York',
  exchange: 'NYSE',
  timeZone: 'America/New_York',
  sessions: [
    { phase: 'PRÉ-MERCADO', start: hm(4), end: hm(9, 30) },
    { phase: 'ABERTO', start: hm(9, 30), end: hm(16) },
    { phase: 'PÓS-MERCADO', start: hm(16), end: hm(20) },
  ],
  holidays: new Set([
    // 2025
    '2025-01-01',
    '2025-01-09',
    '2025-01-20',
    '2025-02-17',
    '2025-04-18',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-11-27',
    '2025-12-25',
    // 2026
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-03',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-11-26',
    '2026-12-25',
    // 2027
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-03-26',
    '2027-05-31',
    '2027-06-18',
    '2027-07-05',
    '2027-09-06',
    '2027-11-25',
    '2027-12-24',
  ]),
  earlyCloses: new Map([
    ['2025-07-03', hm(13)],
    ['2025-11-28', hm(13)],
    ['2025-12-24', hm(13)],
    ['2026-11-27', hm(13)],
    ['2026-12-24', hm(13)],
    ['2027-11-26', hm(13)],
  ]),
};

const TSE: ExchangeCalendar = {
  id: 'asia',
  name: 'Tóquio',
  exchange: 'TSE',
  timeZone: 'Asia/Tokyo',
  sessions: [
    { phase: 'ABERTO', start: hm(9), end: hm(11, 30) },
    { phase: 'INTERVALO', start: hm(11, 30), end: hm(12, 30) },
    { phase: 'ABERTO', start: hm(12, 30), end: hm(15, 30) },
  ],
  holidays: new Set([
    // 2025
    '2025-01-01',
    '2025-01-02',
    '2025-01-03',
    '2025-01-13',
    '2025-02-11',
    '2025-02-24',
    '2025-03-20',
    '2025-04-29',
    '2025-05-05',
    '2025-05-06',
    '2025-07-21',
    '2025-08-11',
    '2025-09-15',
    '2025-09-23',
    '2025-10-13',
    '2025-11-03',
    '2025-11-24',
    '2025-12-31',
    // 2026
    '2026-01-01',
    '2026-01-02',
    '2026-01-03',
    '2026-01-12',
    '2026-02-11',
    '2026-02-23',
    '2026-03-20',
    '2026-04-29',
    '2026-05-04',
    '2026-05-05',
    '2026-05-06',
    '2026-07-20',
    '2026-08-11',
    '2026-09-21',
    '2026-09-22',
    '2026-09-23',
    '2026-10-12',
    '2026-11-03',
    '2026-11-23',
    '2026-12-31',
    // 2027 (New Year closure)
    '2027-01-01',
    '2027-01-04',
  ]),
  earlyCloses: new Map(),
};

export const MARKET_CALENDARS: Record<MarketId, ExchangeCalendar> = { new_york: NYSE, asia: TSE };

export interface MarketStatus {
  id: MarketId;
  name: string;
  exchange: string;
  time_zone: string;
  status: MarketPhase;
  is_open: boolean;
  /** Local wall-clock time at the exchange, HH:MM. */
  time: string;
  /** Regular session of the local day, "09:30-16:00", or null on a weekend/holiday. */
  session: string | null;
  /** Next instant the phase changes (ISO), within the next 10 days. */
  next_change: string | null;
  holiday: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (p: { year: number; month: number; day: number }) => `${p.year}-${pad(p.month)}-${pad(p.day)}`;
const fmt = (mins: number) => `${pad(Math.floor(mins / 60))}:${pad(mins % 60)}`;

function sessionsOn(cal: ExchangeCalendar, p: { year: number; month: number; day: number; weekday: number }) {
  const day = isoDay(p);
  if (p.weekday === 0 || p.weekday === 6 || cal.holidays.has(day))
    return { sessions: [], holiday: p.weekday !== 0 && p.weekday !== 6 };
  const early = cal.earlyCloses.get(day);
  if (early === undefined) return { sessions: cal.sessions, holiday: false };
  // Early close: the regular session ends early and the extended session follows for 4 hours at most.
  const out: Session[] = [];
  for (const s of cal.sessions) {
    if (s.phase === 'ABERTO') out.push({ ...s, end: Math.min(s.end, early) });
    else if (s.phase === 'PÓS-MERCADO') out.push({ ...s, start: early, end: Math.min(s.end, early + 240) });
    else out.push(s);
  }
  return { sessions: out, holiday: false };
}

function regularSession(sessions: readonly Session[]): string | null {
  const open = sessions.filter((s) => s.phase === 'ABERTO' || s.phase === 'INTERVALO');
  if (open.length === 0) return null;
  return `${fmt(Math.min(...open.map((s) => s.start)))}-${fmt(Math.max(...open.map((s) => s.end)))}`;
}

/** The phase of one exchange at an instant, with its local time and the next phase change. */
export function marketStatusAt(id: MarketId, now: Date = new Date()): MarketStatus {
  const cal = MARKET_CALENDARS[id];
  const p = zonedParts(now, cal.timeZone);
  const minute = p.hour * 60 + p.minute;
  const today = sessionsOn(cal, p);
  const current = today.sessions.find((s) => minute >= s.start && minute < s.end);
  const phase: MarketPhase = current?.phase ?? 'FECHADO';

  // Next change: the end of the current session, or the next session start (today or a later day).
  let next: Date | null = null;
  const atLocal = (q: { year: number; month: number; day: number }, mins: number) =>
    zonedTimeToUtc(q.year, q.month, q.day, Math.floor(mins / 60), mins % 60, cal.timeZone);
  if (current) {
    const follower = today.sessions.find((s) => s.start === current.end);
    next = atLocal(p, follower ? follower.start : current.end);
  } else {
    for (let d = 0; d <= 10 && !next; d++) {
      const q = d === 0 ? p : zonedParts(new Date(now.getTime() + d * 86_400_000), cal.timeZone);
      const day = d === 0 ? today : sessionsOn(cal, q);
      const upcoming = day.sessions.find((s) => d > 0 || s.start > minute);
      if (upcoming) next = atLocal(q, upcoming.start);
    }
  }

  return {
    id,
    name: cal.name,
    exchange: cal.exchange,
    time_zone: cal.timeZone,
    status: phase,
    is_open: phase === 'ABERTO',
    time: `${pad(p.hour)}:${pad(p.minute)}`,
    session: regularSession(today.sessions),
    next_change: next ? next.toISOString() : null,
    holiday: today.holiday,
  };
}

export function allMarketsAt(now: Date = new Date()): Record<MarketId, MarketStatus> {
  return { new_york: marketStatusAt('new_york', now), asia: marketStatusAt('asia', now) };
}
