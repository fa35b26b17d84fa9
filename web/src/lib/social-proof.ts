import type { CourseSocialProof } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';

/**
 * What the sales pages may claim (GET /api/courses/social-proof): students, ratings and testimonials from the
 * product's own records. Until it answers, and when it fails, nothing is claimed.
 */
export function useSocialProof() {
  const q = useApiQuery(api.courses.socialProof, undefined, { staleTime: 60_000 });
  return q.data ?? null;
}

/** One course's figures; none while loading or for a course nobody bought or reviewed. */
export function useCourseSocialProof(courseId: string | null): CourseSocialProof | null {
  const all = useSocialProof();
  return courseId ? (all?.courses[courseId] ?? null) : null;
}

/** "1 aluno", "3 alunos". */
export const studentsLabel = (n: number) => (n === 1 ? 'aluno' : 'alunos');
