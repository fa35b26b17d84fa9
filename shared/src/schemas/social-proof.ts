import { z } from 'zod';
import { okAnswer } from './common';

/**
 * What the sales pages may claim (issue 30): student counts, ratings and testimonials come only from the product's
 * own records — paid accesses and reviews written by buyers, published by an admin with the buyer's consent.
 */

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 800;

export const REVIEW_MESSAGES = {
  notBuyer: 'Só quem comprou este curso pode avaliá-lo.',
  saved: 'Avaliação enviada. Ela aparece na página do curso depois de aprovada pela equipe.',
  savedPrivate: 'Avaliação salva. Como você não autorizou a publicação, ela fica só com a equipe.',
  noConsent: 'O aluno não autorizou publicar esta avaliação.',
  notFound: 'Avaliação não encontrada.',
  published: 'Avaliação publicada.',
  rejected: 'Avaliação recusada: ela não aparece nas páginas.',
} as const;

export const reviewStatusSchema = z.enum(['pending', 'published', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const myReviewRequestSchema = z.object({
  rating: z.coerce
    .number({ error: 'Dê uma nota de 1 a 5.' })
    .int('Dê uma nota de 1 a 5.')
    .min(1, 'Dê uma nota de 1 a 5.')
    .max(5, 'Dê uma nota de 1 a 5.'),
  text: z
    .string({ error: 'Escreva sua avaliação.' })
    .trim()
    .min(REVIEW_TEXT_MIN, `Escreva pelo menos ${REVIEW_TEXT_MIN} caracteres.`)
    .max(REVIEW_TEXT_MAX, `No máximo ${REVIEW_TEXT_MAX} caracteres.`),
  display_name: z
    .string({ error: 'Informe como seu nome deve aparecer.' })
    .trim()
    .min(2, 'Informe como seu nome deve aparecer.')
    .max(60, 'Nome muito longo (máximo de 60 caracteres).'),
  location: z
    .string()
    .trim()
    .max(60, 'Cidade muito longa (máximo de 60 caracteres).')
    .optional()
    .transform((v) => (v ? v : null)),
  /** The buyer allows the review, with the name above, on the course's pages. */
  consent: z.boolean({ error: 'Diga se a avaliação pode ser publicada.' }),
});
export type MyReviewRequest = z.input<typeof myReviewRequestSchema>;
export type MyReviewInput = z.output<typeof myReviewRequestSchema>;

export const courseReviewSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  display_name: z.string(),
  location: z.string().nullable(),
  consent: z.boolean(),
  status: reviewStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

export const myReviewResponseSchema = okAnswer({
  /** A buyer of the course (paid access): may write or edit the review. */
  can_review: z.boolean(),
  review: courseReviewSchema.nullable(),
  message: z.string().optional(),
});
export type MyReviewResponse = z.infer<typeof myReviewResponseSchema>;

export const testimonialSchema = courseReviewSchema.pick({
  id: true,
  rating: true,
  text: true,
  display_name: true,
  location: true,
  decided_at: true,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const courseSocialProofSchema = z.object({
  /** Accounts with an active access paid by an approved purchase (admins left out). */
  students: z.number().int(),
  /** Mean of the published reviews; null with none. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /** Published reviews, newest first (at most 6). */
  testimonials: z.array(testimonialSchema),
});
export type CourseSocialProof = z.infer<typeof courseSocialProofSchema>;

export const socialProofResponseSchema = okAnswer({
  /** Distinct students of every course on sale. */
  total_students: z.number().int(),
  courses: z.record(z.string(), courseSocialProofSchema),
  generated_at: z.string(),
});
export type SocialProofResponse = z.infer<typeof socialProofResponseSchema>;

/** One figure the pages show, with the rule that makes it and the records it counts (the admin's view). */
export const figureSourceSchema = z.object({
  figure: z.string(),
  value: z.string(),
  rule: z.string(),
  records: z.array(z.object({ label: z.string(), detail: z.string() })),
});
export type FigureSource = z.infer<typeof figureSourceSchema>;

export const adminReviewSchema = courseReviewSchema.extend({
  course_name: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminSocialProofResponseSchema = okAnswer({
  figures: z.array(figureSourceSchema),
  reviews: z.array(adminReviewSchema),
});
export type AdminSocialProofResponse = z.infer<typeof adminSocialProofResponseSchema>;

export const reviewDecisionRequestSchema = z.object({
  status: z.enum(['published', 'rejected'], { error: 'Decisão inválida (use published ou rejected).' }),
});

export const reviewDecisionResponseSchema = okAnswer({ message: z.string(), review: adminReviewSchema });

/** GET /api/certificates/{code}: a certificate anyone can check by its code. */
export const CERTIFICATE_CODE_PATTERN = /^SC-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
export const certificateVerificationSchema = okAnswer({
  valid: z.boolean(),
  certificate: z
    .object({
      code: z.string(),
      holder_name: z.string(),
      course_name: z.string(),
      lessons_count: z.number().int(),
      workload_minutes: z.number().int().nullable(),
      issued_at: z.string(),
    })
    .nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
