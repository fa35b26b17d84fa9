import {
  formatDate,
  formatNumber,
  type AdminSocialProofResponse,
  type CourseSocialProof,
  type FigureSource,
  type SocialProofResponse,
} from '@sinais/shared';
import type { ReviewRow, ReviewsRepo, StudentRow } from '../data/reviews.repo';
import { toAdminReview, toTestimonial } from './reviews';

/** How many published reviews a course's page shows as testimonials (newest first). */
const TESTIMONIALS_SHOWN = 6;

const STUDENTS_RULE =
  'Contas com acesso ativo ao curso pago por uma compra aprovada (course_accesses + purchases); administradores e o curso de teste ficam de fora. Estornos e acessos revogados saem da conta.';
const RATING_RULE =
  'Média das notas das avaliações publicadas (course_reviews com status publicado). Só compradores do curso avaliam, e só é publicada a avaliação cujo autor autorizou a publicação.';

function byCourse<T extends { course_id: string }>(rows: T[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) m.set(r.course_id, [...(m.get(r.course_id) ?? []), r]);
  return m;
}

function ratingOf(reviews: ReviewRow[]): CourseSocialProof['rating'] {
  if (reviews.length === 0) return null;
  const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return { average: Math.round(mean * 10) / 10, count: reviews.length };
}

/** GET /api/courses/social-proof: what the pages may claim, course by course, from the records alone. */
export async function socialProof(reviews: ReviewsRepo): Promise<SocialProofResponse> {
  const [students, published] = await Promise.all([reviews.students(), reviews.published()]);
  const studentsOf = byCourse(students);
  const reviewsOf = byCourse(published);
  const ids = new Set([...studentsOf.keys(), ...reviewsOf.keys()]);
  const courses: Record<string, CourseSocialProof> = {};
  for (const id of ids) {
    const own = reviewsOf.get(id) ?? [];
    courses[id] = {
      students: studentsOf.get(id)?.length ?? 0,
      rating: ratingOf(own),
      testimonials: own.slice(0, TESTIMONIALS_SHOWN).map(toTestimonial),
    };
  }
  return {
    success: true,
    total_students: new Set(students.map((s) => s.user_id)).size,
    courses,
    generated_at: new Date().toISOString(),
  };
}

const studentRecord = (s: StudentRow) => ({
  label: `${s.name} <${s.email}>`,
  detail: s.approved_at ? `compra aprovada em ${formatDate(s.approved_at)}` : 'compra aprovada',
});

/** Each figure the pages show, with its rule and the very records it counts: the admin sees where it comes from. */
function figures(students: StudentRow[], published: ReviewRow[], names: Map<string, string>): FigureSource[] {
  const out: FigureSource[] = [
    {
      figure: 'Alunos (todos os cursos)',
      value: String(new Set(students.map((s) => s.user_id)).size),
      rule: `${STUDENTS_RULE} Cada conta conta uma vez.`,
      records: [],
    },
  ];
  for (const [courseId, rows] of byCourse(students))
    out.push({
      figure: `Alunos — ${names.get(courseId) ?? courseId}`,
      value: String(rows.length),
      rule: STUDENTS_RULE,
      records: rows.map(studentRecord),
    });
  for (const [courseId, rows] of byCourse(published)) {
    const rating = ratingOf(rows)!;
    out.push({
      figure: `Avaliação média e depoimentos — ${names.get(courseId) ?? courseId}`,
      value: `${formatNumber(rating.average, 1)}/5 em ${rating.count} ${rating.count === 1 ? 'avaliação' : 'avaliações'}`,
      rule: RATING_RULE,
      records: rows.map((r) => ({ label: `${r.display_name}: ${r.rating}/5`, detail: r.body })),
    });
  }
  return out;
}

/** GET /api/admin/social-proof: the reviews to moderate and the source of every figure. */
export async function adminSocialProof(reviews: ReviewsRepo): Promise<AdminSocialProofResponse> {
  const [students, published, all] = await Promise.all([
    reviews.students(),
    reviews.published(),
    reviews.all(),
  ]);
  const names = new Map<string, string>([
    ...students.map((s) => [s.course_id, s.course_name] as const),
    ...all.map((r) => [r.course_id, r.course_name] as const),
  ]);
  return { success: true, figures: figures(students, published, names), reviews: all.map(toAdminReview) };
}
