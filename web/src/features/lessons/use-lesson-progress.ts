import { useCallback, useEffect, useRef, useState } from 'react';
import { api, callApi, useApiQuery } from '@/lib/api';
import { localKey, mergeProgress, readLocal, writeLocal, type ProgressMap } from './progress';
import { useProgressBeacon, type LatestPosition } from './use-progress-beacon';

const SERVER_SYNC_MS = 5000;
const LOCAL_SAVE_MS = 1000;

export interface RecordOptions {
  force?: boolean;
  completed?: boolean;
}

/**
 * The course's watch progress: the local copy (localStorage) merged once with the server's, then each position
 * saved locally at most every second and on the server every 5 s (at once when forced or when the lesson is done);
 * a tab closed mid-lesson sends the last one by beacon. `synced` is false until the server's copy was read.
 */
export function useLessonProgress(courseId: string, lessonId: string) {
  const [progress, setProgress] = useState<ProgressMap>(() => readLocal());
  const server = useApiQuery(api.courses.progress, { query: { course: courseId } }, { staleTime: 0 });
  const lastSent = useRef(0);
  const lastLocal = useRef(0);
  const latest = useRef<LatestPosition | null>(null);
  const progressRef = useRef(progress);
  progressRef.current = progress;

  useEffect(() => {
    if (!server.data) return;
    const merged = mergeProgress(readLocal(), server.data.progress);
    writeLocal(merged);
    setProgress(merged);
  }, [server.data]);

  const key = localKey(lessonId);
  const record = useCallback(
    (currentTime: number, duration: number, opts: RecordOptions = {}) => {
      const now = Date.now();
      const prev = progressRef.current[key];
      const completed = Boolean(
        opts.completed || prev?.completed || (duration > 0 && currentTime / duration >= 0.95),
      );
      const changed = completed !== Boolean(prev?.completed);
      const entry = { currentTime, duration: duration || prev?.duration || 0, completed, updatedAt: now };
      latest.current = { lessonId, currentTime, duration: entry.duration, completed, at: now };
      if (opts.force || now - lastLocal.current > LOCAL_SAVE_MS || changed) {
        lastLocal.current = now;
        const next = { ...progressRef.current, [key]: entry };
        progressRef.current = next;
        writeLocal(next);
        setProgress(next);
      }
      if (opts.force || now - lastSent.current > SERVER_SYNC_MS || changed) {
        lastSent.current = now;
        callApi(api.courses.saveProgress, {
          params: { lessonId },
          body: { currentTime, duration: entry.duration, completed },
        }).catch(() => undefined);
      }
    },
    [key, lessonId],
  );

  useProgressBeacon(latest, lastSent);

  return { progress, current: progress[key], record, synced: !server.isPending } as const;
}
