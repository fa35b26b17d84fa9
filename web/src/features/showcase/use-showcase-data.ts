import { useEffect, useState } from 'react';
import {
  type Course,
  type CourseLessonsResponse,
  type ProgressResponse,
  type UserCoursesResponse,
} from '@sinais/shared';
import { http, HttpError } from '@/lib/http';
import { onUserEvent, startRealtime } from '@/lib/socket';
import { pctOf, readLocal, type LocalProgress } from './showcase-data';

/** The member's courses, the catalogue, lesson titles and progress (server and local, the larger wins); reloaded when access changes live. */
export function useShowcaseData() {
  const [data, setData] = useState<UserCoursesResponse | null>(null);
  const [catalogue, setCatalogue] = useState<Record<string, Course>>({});
  const [progress, setProgress] = useState<LocalProgress>(() => readLocal());
  const [error, setError] = useState<string | null>(null);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [upcoming, setUpcoming] = useState<Record<string, CourseLessonsResponse['upcoming']>>({});
  const [version, setVersion] = useState(0);

  // A purchase approved or refunded elsewhere (webhook, CRM) updates the locks live.
  useEffect(() => {
    startRealtime();
    return onUserEvent((env) => {
      if (env.type === 'access:changed') setVersion((v) => v + 1);
    });
  }, []);

  useEffect(() => {
    let alive = true;
    Promise.all([
      http<UserCoursesResponse>('/api/payments/user-courses'),
      http<{ courses: Record<string, Course> }>('/api/payments/courses', { auth: false }),
    ])
      .then(([mine, cat]) => {
        if (!alive) return;
        setData(mine);
        setCatalogue(cat.courses);
        for (const c of mine.courses) {
          http<CourseLessonsResponse>(`/api/courses/${c.course_id}/lessons`, { auth: false })
            .then((r) => {
              if (!alive) return;
              setTitles((t) => ({ ...t, ...Object.fromEntries(r.lessons.map((l) => [l.id, l.title])) }));
              setUpcoming((u) => ({ ...u, [c.course_id]: r.upcoming }));
            })
            .catch(() => undefined);
        }
      })
      .catch((err: unknown) => {
        if (alive && !(err instanceof HttpError && err.status === 401))
          setError('Erro ao carregar seus cursos');
      });
    http<ProgressResponse>('/api/lessons/progress')
      .then((r) => {
        if (!alive) return;
        const local = readLocal();
        for (const [id, s] of Object.entries(r.progress)) {
          const m = /^despertar-crypto-(\d+)$/.exec(id);
          const key = m ? String(Number(m[1])) : id;
          const l = local[key];
          if (!l || pctOf(s) > pctOf(l)) local[key] = s;
        }
        setProgress(local);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [version]);

  return { data, catalogue, progress, error, titles, upcoming };
}
