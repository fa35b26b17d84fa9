import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_CODE_PATTERN,
  type Certificate,
  type CertificateResponse,
  type CertificateVerification,
} from '@sinais/shared';
import type { CertificateRow, CertificatesRepo } from '../data/certificates.repo';
import { AppError } from '../../errors';
import { hasCourseAccess, type Learning, type Viewer } from './access';

// Crockford base32 without look-alikes: codes are read aloud and typed.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function newCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `SC-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

const toCertificate = (c: CertificateRow): Certificate => ({
  code: c.code,
  holder_name: c.holder_name,
  course_id: c.course_id,
  course_name: c.course_name,
  lessons_count: c.lessons_count,
  total_duration_s: c.total_duration_s,
  workload_minutes: c.workload_minutes ?? null,
  issued_at: new Date(c.issued_at).toISOString(),
});

/**
 * GET /api/courses/{courseId}/certificate: once every published lesson is complete, the member's certificate
 * (issued the first time, then always the same); before that, how far they are.
 */
export async function courseCertificate(
  { catalogue, accesses, certificates }: Learning & { certificates: CertificatesRepo },
  viewer: Viewer & { name: string },
  courseId: string,
): Promise<CertificateResponse> {
  const course = await catalogue.course(courseId);
  if (!course) throw new AppError('course_not_found', 'Curso não encontrado.', 404);
  if (!(await hasCourseAccess(accesses, viewer, courseId)))
    throw new AppError('course_forbidden', 'Você não tem acesso a este curso.', 403);
  const lessons = await catalogue.lessons(courseId);
  const done = await certificates.completedLessons(viewer.id);
  const completed = lessons.filter((l) => done.has(l.id)).length;
  const progress = { completed, total: lessons.length };
  const existing = await certificates.find(viewer.id, courseId);
  if (existing) return { success: true, certificate: toCertificate(existing), progress };
  if (lessons.length === 0 || completed < lessons.length)
    return { success: true, certificate: null, progress };
  const durations = lessons.map((l) => l.duration_s);
  const issued = await certificates.issue({
    code: newCode(),
    user_id: viewer.id,
    course_id: courseId,
    holder_name: viewer.name,
    course_name: course.name,
    lessons_count: lessons.length,
    total_duration_s: durations.every((d) => d !== null) ? durations.reduce((a, b) => a + b!, 0) : null,
    workload_minutes: course.workload_minutes,
  });
  return { success: true, certificate: toCertificate(issued), progress };
}

/**
 * GET /api/certificates/{code}: anyone checks a certificate by the code printed on it (spaces and case do not
 * matter). Only what the certificate itself shows is answered: holder, course, lessons, workload, date.
 */
export async function verifyCertificate(
  certificates: CertificatesRepo,
  rawCode: string,
): Promise<CertificateVerification> {
  const code = rawCode.replace(/\s+/g, '').toUpperCase();
  if (!CERTIFICATE_CODE_PATTERN.test(code))
    throw new AppError(
      'invalid_certificate_code',
      'Código de verificação inválido. Use o formato SC-XXXX-XXXX.',
      400,
    );
  const c = await certificates.byCode(code);
  if (!c) return { success: true, valid: false, certificate: null };
  const full = toCertificate(c);
  return {
    success: true,
    valid: true,
    certificate: {
      code: full.code,
      holder_name: full.holder_name,
      course_name: full.course_name,
      lessons_count: full.lessons_count,
      workload_minutes: full.workload_minutes,
      issued_at: full.issued_at,
    },
  };
}
