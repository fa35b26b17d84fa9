import { useEffect, useMemo } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { ProgressResponse } from '@sinais/shared';
import { api, apiQueryKey, callApi, invalidateApi, useApiQuery } from '@/lib/api';
import { onUserEvent, startRealtime } from '@/lib/socket';
import { pctOf, readLocal, type LocalProgress } from './showcase-data';

/** Server and local progress, the larger wins (the first course's lessons keyed by their number, as stored locally). */
function mergedProgress(server: ProgressResponse['progress'] | undefined): LocalProgress {
  const local = readLocal();
  for (const [id, s] of Object.entries(server ?? {})) {
    const m = /^despertar-crypto-(\d+)$/.exec(id);
    const key = m ? String(Number(m[1])) : id;
    const l = local[key];
    if (!l || pctOf(s) > pctOf(l)) local[key] = s;
  }
  return local;
}

/** The member's courses, the catalogue, lesson titles and progress (server and local, the larger wins); reloaded when access changes live. */
export function useShowcaseData() {
  const queryClient = useQueryClient();
  const mine = useApiQuery(api.courses.userCourses, undefined, { staleTime: 0 });
  const catalogue = useApiQuery(api.courses.courses);
  const server = useApiQuery(api.courses.progress, {}, { staleTime: 0 });
  const lessonLists = useQueries({
    queries: (mine.data?.courses ?? []).map((c) => {
      const input = { params: { courseId: c.course_id } };
      return {
        queryKey: apiQueryKey(api.courses.courseLessons, input),
        queryFn: () => callApi(api.courses.courseLessons, input),
      };
    }),
  });

  // A purchase approved or refunded elsewhere (webhook, CRM) updates the locks live.
  useEffect(() => {
    startRealtime();
    return onUserEvent((env) => {
      if (env.type !== 'access:changed') return;
      for (const route of [api.courses.userCourses, api.courses.progress, api.courses.courseLessons])
        void invalidateApi(queryClient, route);
    });
  }, [queryClient]);

  const progress = useMemo(() => mergedProgress(server.data?.progress), [server.data]);
  const titles: Record<string, string> = {};
  const upcoming: Record<string, NonNullable<(typeof lessonLists)[number]['data']>['upcoming']> = {};
  lessonLists.forEach((q, i) => {
    const courseId = mine.data?.courses[i]?.course_id;
    if (!q.data || !courseId) return;
    for (const l of q.data.lessons) titles[l.id] = l.title;
    upcoming[courseId] = q.data.upcoming;
  });

  const failed =
    (mine.isError && mine.error.status !== 401) || (catalogue.isError && catalogue.error.status !== 401);
  const ready = mine.data !== undefined && catalogue.data !== undefined;
  return {
    data: ready ? mine.data : null,
    catalogue: catalogue.data?.courses ?? {},
    progress,
    error: failed ? 'Erro ao carregar seus cursos' : null,
    titles,
    upcoming,
  };
}
