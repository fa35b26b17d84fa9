import type { LessonProgressEntry } from '@sinais/shared';

/** Local progress, spec 001 §3: localStorage `videoProgressData`, lesson id → { currentTime, duration }. */
export const PROGRESS_KEY = 'videoProgressData';
export const COMPLETE_RATIO = 0.95;

export interface LocalProgress {
  currentTime: number;
  duration: number;
  completed?: boolean;
  /** ms epoch of the last local write; lets the newer of device and server win. */
  updatedAt?: number;
}

export type ProgressMap = Record<string, LocalProgress>;

/** 'despertar-crypto-03' → '3' (the spec's local lesson ids); other courses keep their full id. */
export function localKey(lessonId: string): string {
  const m = /^despertar-crypto-(\d+)$/.exec(lessonId);
  return m ? String(Number(m[1])) : lessonId;
}

export function readLocal(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ProgressMap {
  try {
    const raw = storage?.getItem(PROGRESS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as ProgressMap) : {};
  } catch {
    return {};
  }
}

export function writeLocal(map: ProgressMap, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(map));
  } catch {
    /* storage full or disabled: the server copy still works */
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function ratio(p: LocalProgress | undefined): number {
  if (!p) return 0;
  if (p.completed) return 1;
  return p.duration > 0 ? Math.min(1, p.currentTime / p.duration) : 0;
}

/**
 * How much of the video the player has shown (its position over its length), whatever the member marked: a lesson
 * marked done but never played reads 0% assistido (issue 30).
 */
export function watchedRatio(p: LocalProgress | undefined): number {
  if (!p || !(p.duration > 0)) return 0;
  return Math.min(1, p.currentTime / p.duration);
}

/** Completed by the member's button, not by watching 95%: said so next to the check mark. */
export function isMarkedOnly(p: LocalProgress | undefined): boolean {
  return Boolean(p?.completed) && watchedRatio(p) < COMPLETE_RATIO;
}

export function isComplete(p: LocalProgress | undefined): boolean {
  return ratio(p) >= COMPLETE_RATIO;
}

/** Merges the server's progress into the local map: the newer entry wins, completion is sticky. */
export function mergeProgress(local: ProgressMap, server: Record<string, LessonProgressEntry>): ProgressMap {
  const out: ProgressMap = { ...local };
  for (const [lessonId, s] of Object.entries(server)) {
    const key = localKey(lessonId);
    const l = out[key];
    const serverAt = Date.parse(s.updated_at);
    const completed = Boolean(s.completed || l?.completed || isComplete(l));
    if (!l || !l.updatedAt || serverAt > l.updatedAt) {
      out[key] = {
        currentTime: s.currentTime,
        duration: s.duration || l?.duration || 0,
        completed,
        updatedAt: serverAt,
      };
    } else {
      out[key] = { ...l, completed };
    }
  }
  return out;
}

export function overallProgress(map: ProgressMap, lessonIds: string[]): number {
  if (!lessonIds.length) return 0;
  const sum = lessonIds.reduce((acc, id) => acc + ratio(map[localKey(id)]), 0);
  return Math.round((sum / lessonIds.length) * 100);
}

export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
