import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@sinais/shared';
import { buyWithApprovedCard } from '../helpers/courses';
import { api, type TestServer } from '../helpers/server';
import { unavailableFor } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';

const unavailable = unavailableFor('claims from data: students, reviews, testimonials (PostgreSQL + Redis)');
const ADMIN = { email: 'admin@provas.test', password: 'admin-senha-123' };
const REVIEW = {
  rating: 4,
  text: 'Aulas diretas, aprendi a montar a carteira com calma.',
  display_name: 'Ana S.',
  location: 'Recife, PE',
  consent: true,
};

/** Issue 30: every figure the sales pages show comes from the product's own records, or is not shown. */
describe.skipIf(unavailable !== null)('student counts, ratings and testimonials from the records', () => {
  let srv: TestServer;
  let adminToken = '';
  const proof = async () => (await api(srv.url, '/api/courses/social-proof')).body;

  async function newMember(prefix: string) {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
    await api(srv.url, '/api/auth/register', {
      body: { username: `Aluno ${prefix}`, email, password: 'senha-forte-123' },
    });
    const login = await api(srv.url, '/api/auth/login', { body: { email, password: 'senha-forte-123' } });
    return { token: login.body.token as string, email };
  }

  beforeAll(async () => {
    srv = await startServerOnTestDb(
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOGIN_MAX_PER_IP: '200' },
      { redis: 'provas' },
    );
    adminToken = (await api(srv.url, '/api/auth/login', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await srv?.close();
  });

  it('a fresh install claims nothing; a purchase is one student, a refund none, and the admin sees the record', async () => {
    expect(await proof()).toMatchObject({ success: true, total_students: 0, courses: {} });
    const buyer = await newMember('compradora');
    const paid = await buyWithApprovedCard(srv.url, buyer.token, 'despertar_crypto');
    expect(await proof()).toMatchObject({
      total_students: 1,
      courses: { despertar_crypto: { students: 1, rating: null, testimonials: [] } },
    });
    // The admin's own purchases never count.
    await buyWithApprovedCard(srv.url, adminToken, 'despertar_crypto');
    expect((await proof()).total_students).toBe(1);

    const sources = await api(srv.url, '/api/admin/social-proof', { token: adminToken });
    expect(sources.status).toBe(200);
    const course = sources.body.figures.find(
      (f: { figure: string }) => f.figure === 'Alunos — Despertar Crypto',
    );
    expect(course.value).toBe('1');
    expect(course.rule).toContain('compra aprovada');
    expect(course.records).toHaveLength(1);
    expect(course.records[0].label).toContain(buyer.email);
    expect((await api(srv.url, '/api/admin/social-proof', { token: buyer.token })).status).toBe(403);

    const [purchase] = await srv.application.ctx.db.query<{ id: string }>(
      `SELECT p.id FROM purchases p WHERE p.provider_payment_id = $1`,
      [paid.payment_id],
    );
    const refund = await api(srv.url, `/api/payments/purchases/${purchase!.id}/refund`, {
      token: buyer.token,
      body: {},
    });
    expect(refund.status).toBe(200);
    expect((await proof()).total_students).toBe(0);
  });

  it('only a buyer reviews; an admin publishes with consent only; an edit goes back to moderation', async () => {
    const visitor = await newMember('curioso');
    const refused = await api(srv.url, '/api/courses/masterclass/my-review', {
      method: 'PUT',
      token: visitor.token,
      body: REVIEW,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REVIEW_MESSAGES.notBuyer);
    expect((await api(srv.url, '/api/courses/masterclass/my-review', { token: visitor.token })).body).toEqual(
      {
        success: true,
        can_review: false,
        review: null,
      },
    );

    const buyer = await newMember('avaliadora');
    await buyWithApprovedCard(srv.url, buyer.token, 'despertar_crypto');
    const short = await api(srv.url, '/api/courses/despertar_crypto/my-review', {
      method: 'PUT',
      token: buyer.token,
      body: { ...REVIEW, text: 'Bom.' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Escreva pelo menos 20 caracteres.');
    const privateReview = await api(srv.url, '/api/courses/despertar_crypto/my-review', {
      method: 'PUT',
      token: buyer.token,
      body: { ...REVIEW, consent: false },
    });
    expect(privateReview.body).toMatchObject({
      message: REVIEW_MESSAGES.savedPrivate,
      review: { status: 'pending', consent: false, rating: 4 },
    });
    const id = privateReview.body.review.id as string;
    const decide = (status: string) =>
      api(srv.url, `/api/admin/reviews/${id}/decision`, { token: adminToken, body: { status } });
    const noConsent = await decide('published');
    expect(noConsent.status).toBe(409);
    expect(noConsent.body.message).toBe(REVIEW_MESSAGES.noConsent);
    expect((await proof()).courses.despertar_crypto.rating).toBeNull();

    await api(srv.url, '/api/courses/despertar_crypto/my-review', {
      method: 'PUT',
      token: buyer.token,
      body: REVIEW,
    });
    expect((await decide('published')).body.review).toMatchObject({ status: 'published', consent: true });
    const shown = (await proof()).courses.despertar_crypto;
    expect(shown.rating).toEqual({ average: 4, count: 1 });
    expect(shown.testimonials).toEqual([
      expect.objectContaining({
        display_name: 'Ana S.',
        location: 'Recife, PE',
        rating: 4,
        text: REVIEW.text,
      }),
    ]);
    // The buyer's e-mail never reaches the public answer.
    expect(JSON.stringify(await proof())).not.toContain(buyer.email);

    // Edited: off the pages until an admin looks again.
    await api(srv.url, '/api/courses/despertar_crypto/my-review', {
      method: 'PUT',
      token: buyer.token,
      body: { ...REVIEW, rating: 5 },
    });
    expect((await proof()).courses.despertar_crypto.testimonials).toEqual([]);
    expect((await decide('rejected')).body.review.status).toBe('rejected');
    expect(
      (
        await api(srv.url, '/api/admin/reviews/00000000-0000-0000-0000-000000000000/decision', {
          token: adminToken,
          body: { status: 'published' },
        })
      ).status,
    ).toBe(404);
  });
});
