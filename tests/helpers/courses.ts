import { api } from './server';

/**
 * Publishes every lesson of a course through the admin's lesson editor, giving the ones without a video the
 * seeded sample `video` (a file in MEDIA_DIR). Masterclass and App + Mentoria are seeded as drafts without
 * videos, so they cannot be bought until an admin does this.
 */
export async function publishCourse(url: string, adminToken: string, courseId: string, video = 'v1.mp4') {
  const cur = await api(url, `/api/admin/courses/${courseId}/lessons`, { token: adminToken });
  if (cur.status !== 200) throw new Error(`lesson editor: ${cur.status} ${JSON.stringify(cur.body)}`);
  const lessons = (cur.body.lessons as Array<Record<string, unknown>>).map((l) => ({
    id: l.id,
    title: l.title,
    description: l.description,
    published: true,
    video: l.video ?? { type: 'file', file: video },
    duration_s: l.duration_s ?? 8,
  }));
  const saved = await api(url, `/api/admin/courses/${courseId}/lessons`, {
    method: 'PUT',
    token: adminToken,
    body: { version: cur.body.version, lessons },
  });
  if (saved.status !== 200)
    throw new Error(`lesson editor save: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body;
}

/** Buys a course with the sandbox's approving test card (holder APRO) through the API; returns the payment. */
export async function buyWithApprovedCard(url: string, token: string, courseId: string, installments = 2) {
  const card = await api(url, '/api/payments/sandbox/card-tokens', {
    body: {
      card_number: '5031433215406351',
      cardholder_name: 'APRO',
      expiration_month: 11,
      expiration_year: 2030,
      security_code: '123',
    },
  });
  const paid = await api(url, '/api/payments/process-card', {
    token,
    body: { token: card.body.id, payment_method_id: 'master', installments, course_id: courseId },
  });
  if (paid.body.status !== 'approved') throw new Error(`compra não aprovada: ${JSON.stringify(paid.body)}`);
  return paid.body as { payment_id: string; external_reference: string };
}
