import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithApprovedCard } from '../helpers/courses';
import { browserSuiteSkip, screenshotter, signIn } from '../helpers/e2e';
import { browserSuite } from '../helpers/browser-suite';
import { api } from '../helpers/server';

const REPO_MEDIA = fileURLToPath(new URL('../../media/', import.meta.url));
const ADMIN = { email: 'admin@loja.test', password: 'admin-senha-123' };
const PASSWORD = 'senha-forte-123';
const IN_PROCESS = 'Você já tem um pagamento em processamento para este curso';

const skipReason = browserSuiteSkip('commerce');

describe.skipIf(skipReason !== null)(
  'buying, refunding and course content in a real browser (issue 16)',
  () => {
    let mediaDir: string;
    let n = 0;

    beforeAll(() => {
      mediaDir = mkdtempSync(join(tmpdir(), 'sinais-e2e-media-'));
      cpSync(REPO_MEDIA, mediaDir, { recursive: true });
    });
    afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
    const suite = browserSuite(
      () => ({
        LOGIN_MAX_PER_IP: '500',
        PAYMENT_MAX_ATTEMPTS: '200',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MEDIA_DIR: mediaDir,
      }),
      undefined,
      {
        stack: { postgresOptional: true },
        page: { viewport: { width: 1366, height: 900 }, consoleErrors: true },
      },
    );

    const openPage = () => suite.browser.newPage();
    const shot = screenshotter('commerce-');

    async function newBuyer(prefix: string) {
      const email = `${prefix}.${Date.now()}.${++n}@exemplo.com`;
      await api(suite.server.url, '/api/auth/register', {
        body: { username: `Comprador ${prefix}`, email, password: PASSWORD },
      });
      const token = (await api(suite.server.url, '/api/auth/login', { body: { email, password: PASSWORD } }))
        .body.token as string;
      return { email, token };
    }

    const login = (page: Page, email: string, password = PASSWORD) => signIn(page, email, password);

    async function fillCard(page: Page, holder: string, number = '5031433215406351') {
      await page.getByLabel('Número do cartão').fill(number);
      await page.getByLabel('Nome impresso no cartão').fill(holder);
      await page.getByLabel('Validade').fill('1130');
      await page.getByLabel('CVV').fill('123');
      await page.getByLabel('CPF do titular').fill('52998224725');
    }

    /** Pays the course by card, from a lesson's restricted view when `lesson` is given (`holder`: the test card). */
    async function payByCard(page: Page, holder: string, lesson?: string) {
      if (lesson) {
        await page.goto(`/aula/${lesson}`);
        await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
      }
      await fillCard(page, holder);
      await page.getByRole('button', { name: 'Pagar R$ 197,00' }).click();
    }

    /** Step 1 of Despertar Crypto's checkout for a visitor: her e-mail first, then who Marina is and her new password. */
    async function fillVisitorDetails(page: Page, email: string, password: string) {
      await page.goto('/checkout/despertar-crypto');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await page.getByLabel('Nome').fill('Marina Visitante');
      await page.getByLabel('Crie uma senha para sua conta').fill(password);
      await page.getByLabel('Telefone').fill('11987654321');
      await page.getByLabel('CPF').fill('52998224725');
      await page.getByLabel('CEP').fill('01310100');
      await page.getByLabel('Cidade').fill('São Paulo');
      await page.getByLabel('Estado').selectOption('SP');
    }

    const payByApi = (token: string, course: string) => buyWithApprovedCard(suite.server.url, token, course);

    const openPurchases = async (email: string, course: string) =>
      suite.server.application.ctx.db.query<{ method: string; status: string }>(
        `SELECT p.method, p.status FROM purchases p JOIN users u ON u.id = p.user_id
          WHERE u.email = $1 AND p.course_id = $2 AND p.status IN ('pending', 'approved')`,
        [email, course],
      );

    it('a visitor creates the account inside the checkout and buys in one flow', async () => {
      const page = await openPage();
      const email = `visitante.${Date.now()}@exemplo.com`;
      const visited: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
      });
      await fillVisitorDetails(page, email, PASSWORD);
      // Free-text fields are bounded in the page as on the server.
      await expect(page.getByLabel('Cidade').getAttribute('maxlength')).resolves.toBe('100');
      await shot(page, 'visitor-step1');
      await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();

      // Step 2 in the same page: the account exists and the session started.
      await page.getByText('Ambiente de teste', { exact: true }).first().waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
      // A card number failing the check digit is flagged inline.
      await page.getByLabel('Número do cartão').fill('5031433215406352');
      await page.getByText('Número do cartão inválido').waitFor();
      await fillCard(page, 'APRO');
      await expect(page.getByText('Número do cartão inválido').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Pagar R$ 197,00' }).click();
      await page.waitForURL((u) => u.pathname === '/payment/success', { timeout: 15_000 });
      await page.getByRole('heading', { name: 'Pagamento Confirmado!' }).waitFor({ timeout: 15_000 });
      await shot(page, 'visitor-success');
      expect(visited.filter((p) => p === '/login' || p === '/register')).toEqual([]);
      expect(await openPurchases(email, 'despertar_crypto')).toEqual([
        { method: 'card', status: 'approved' },
      ]);

      // The same e-mail again (another device, logged out): the checkout signs in instead of failing.
      const again = await openPage();
      await again.goto('/checkout/masterclass');
      await again.getByText('Este curso estará disponível em breve.').first().waitFor();
      await again.goto('/aula/despertar-crypto-01');
      await again.waitForURL((u) => u.pathname === '/login');
      // Asked first (issue 30): the e-mail, then its password, and the owner hears it before any billing field.
      const billing = ['Nome', 'Telefone', 'CPF', 'CEP', 'Cidade', 'Estado'];
      for (const [viewport, name] of [
        [{ width: 1366, height: 768 }, 'desktop'],
        [{ width: 390, height: 844 }, 'mobile'],
      ] as const) {
        const other = await suite.browser.newPage({ viewport });
        await other.goto('/checkout/despertar-crypto');
        await other.getByLabel('E-mail').fill(email);
        await other.getByRole('button', { name: 'Continuar', exact: true }).click();
        await other.getByLabel('Senha da sua conta').fill(PASSWORD);
        for (const label of billing) await expect(other.getByLabel(label).count()).resolves.toBe(0);
        await shot(other, `owner-password-${name}`);
        await other.getByRole('button', { name: 'Entrar e continuar' }).click();
        await other
          .getByTestId('checkout-standing')
          .getByText('Você já tem acesso a este curso')
          .waitFor({ timeout: 15_000 });
        for (const label of billing) await expect(other.getByLabel(label).count()).resolves.toBe(0);
        await shot(other, `owner-told-${name}`);
      }
    });

    it('refuses a second purchase of a course across card and Pix while one is in process', async () => {
      const buyer = await newBuyer('duplo');
      const page = await openPage();
      await login(page, buyer.email);
      await payByCard(page, 'CONT', 'despertar-crypto-02');
      await page.waitForURL((u) => u.pathname === '/payment/pending', { timeout: 15_000 });
      await page.getByRole('heading', { name: 'Pagamento em Processamento' }).waitFor({ timeout: 15_000 });

      // Back to the course: Pix is refused…
      await page.goto('/aula/despertar-crypto-02');
      await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
      await page.getByRole('tab', { name: 'Pix' }).click();
      await page.getByRole('button', { name: 'Gerar QR Code Pix' }).click();
      await page.getByTestId('purchase-conflict').getByText(IN_PROCESS).waitFor();
      await expect(page.getByRole('img', { name: 'QR Code do Pix' }).count()).resolves.toBe(0);
      await shot(page, 'duplicate-pix-refused');
      // …and so is another card, in another tab.
      const tab = await page.context().newPage();
      await payByCard(tab, 'APRO', 'despertar-crypto-02');
      await tab.getByTestId('purchase-conflict').getByText(IN_PROCESS).waitFor();
      await tab.getByRole('link', { name: 'Acompanhar pagamento' }).waitFor();
      expect(await openPurchases(buyer.email, 'despertar_crypto')).toEqual([
        { method: 'card', status: 'pending' },
      ]);

      // Pix first, then card: refused too, and cancelling the unpaid Pix frees the course.
      const pixBuyer = await newBuyer('pix-primeiro');
      const p2 = await openPage();
      await login(p2, pixBuyer.email);
      await p2.goto('/aula/despertar-crypto-03');
      await p2.getByRole('tab', { name: 'Pix' }).click();
      await p2.getByRole('button', { name: 'Gerar QR Code Pix' }).click();
      await p2.getByRole('img', { name: 'QR Code do Pix' }).waitFor();
      await p2.reload();
      await p2.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
      await payByCard(p2, 'APRO');
      await p2.getByTestId('purchase-conflict').getByText(IN_PROCESS).waitFor();
      await shot(p2, 'duplicate-card-after-pix');
      await p2.getByRole('button', { name: 'Cancelar o Pix pendente' }).click();
      await p2.getByText('Pagamento pendente cancelado', { exact: false }).waitFor();
      await payByCard(p2, 'APRO');
      // Paid inside the lesson's restricted view: the lesson itself opens (access:changed or the gate's re-check).
      await p2.locator('video.ls-video').waitFor({ timeout: 20_000 });
      expect(await openPurchases(pixBuyer.email, 'despertar_crypto')).toEqual([
        { method: 'card', status: 'approved' },
      ]);
    });

    it('a card under review: "Acompanhar" says how long, the buyer cancels it and buys with Pix in the same session (1366 and 390 px)', async () => {
      for (const [viewport, name] of [
        [{ width: 1366, height: 768 }, 'desktop'],
        [{ width: 390, height: 844 }, 'mobile'],
      ] as const) {
        const buyer = await newBuyer(`em-analise-${name}`);
        const page = await suite.browser.newPage({ viewport });
        await login(page, buyer.email);
        await payByCard(page, 'CONT', 'despertar-crypto-02');
        await page.waitForURL((u) => u.pathname === '/payment/pending', { timeout: 15_000 });
        const explained = page.getByTestId('pending-explanation');
        await explained.getByText('até 2 dias úteis', { exact: false }).waitFor({ timeout: 15_000 });
        await expect(explained.innerText()).resolves.toMatch(
          /Se não for aprovado até \d{2}\/\d{2}\/\d{4}, ele é cancelado automaticamente e nada é cobrado/,
        );
        // No way into an empty showcase while nothing is paid.
        await expect(page.getByRole('link', { name: 'Acessar Meus Cursos' }).count()).resolves.toBe(0);
        await shot(page, `card-under-review-${name}`);

        await page.getByRole('button', { name: 'Cancelar e pagar com Pix' }).click();
        await page.waitForURL(
          (u) => u.pathname === '/checkout/despertar-crypto' && u.search.includes('pagar=pix'),
        );
        await expect(page.getByRole('tab', { name: 'Pix' }).getAttribute('aria-selected')).resolves.toBe(
          'true',
        );
        await page.getByRole('button', { name: 'Gerar QR Code Pix' }).click();
        await page.getByRole('img', { name: 'QR Code do Pix' }).waitFor({ timeout: 15_000 });
        await shot(page, `card-cancelled-pix-${name}`);
        await page.getByRole('button', { name: 'Simular pagamento do Pix (teste)' }).click();
        await page.getByTestId('paid-banner').getByText('Pagamento aprovado!').waitFor({ timeout: 20_000 });
        expect(await openPurchases(buyer.email, 'despertar_crypto')).toEqual([
          { method: 'pix', status: 'approved' },
        ]);
      }

      // "Acompanhar" follows the payment live: the review ends and the page turns into the confirmation.
      const buyer = await newBuyer('em-analise-ao-vivo');
      const page = await openPage();
      await login(page, buyer.email);
      await page.goto('/aula/despertar-crypto-03');
      await payByCard(page, 'CONT');
      await page.getByTestId('pending-explanation').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Simular aprovação (teste)' }).click();
      await page.getByRole('heading', { name: 'Pagamento Confirmado!' }).waitFor({ timeout: 15_000 });
    });

    it('a refund from Minhas compras goes through the provider and revokes the access', async () => {
      const buyer = await newBuyer('reembolso');
      await payByApi(buyer.token, 'despertar_crypto');
      const page = await openPage();
      await login(page, buyer.email);
      await page.goto('/aula/despertar-crypto-01');
      await page.locator('video.ls-video').waitFor({ timeout: 15_000 });

      await page.goto('/minhas-compras');
      const item = page.locator('[data-testid^="compra-"]').first();
      await item.getByText('Despertar Crypto').waitFor();
      await item.getByText('Cartão de crédito · 2x de R$ 98,50').waitFor();
      await item.getByText('Aprovado', { exact: true }).waitFor();
      await shot(page, 'my-purchases');

      // The receipt is a printable page.
      await item.getByRole('link', { name: 'Recibo' }).click();
      await page.getByRole('heading', { name: 'Recibo de compra' }).waitFor();
      await page.getByText('final 6351', { exact: false }).waitFor();
      await page.emulateMedia({ media: 'print' });
      await shot(page, 'receipt-print');
      await page.emulateMedia({ media: 'screen' });
      await page.goBack();

      await item.getByRole('button', { name: 'Pedir reembolso' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar reembolso' }).click();
      await page.getByText('Reembolso solicitado.', { exact: false }).waitFor({ timeout: 15_000 });
      await expect.poll(() => item.getAttribute('data-status'), { timeout: 10_000 }).toBe('refunded');
      await item.getByText('Reembolsado').waitFor();
      const [refund] = await suite.server.application.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sandbox_refunds r JOIN purchases p ON p.provider_payment_id = r.payment_id::text
          JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
        [buyer.email],
      );
      expect(refund!.n).toBe(1);

      await page.goto('/aula/despertar-crypto-01');
      await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor({ timeout: 15_000 });
    });

    it('an admin uploads a lesson video that a buyer then plays', async () => {
      const admin = await openPage();
      await login(admin, ADMIN.email, ADMIN.password);
      await admin.goto('/admin/cursos');
      await admin.getByLabel('Curso', { exact: true }).selectOption('masterclass');
      await admin.getByText('0 publicadas · em breve', { exact: false }).waitFor();
      const first = admin.getByTestId('lesson-1');
      await first.getByLabel('Título da aula 1').fill('Análise técnica avançada (nova gravação)');
      await first.getByLabel('Enviar vídeo da aula 1').setInputFiles(join(REPO_MEDIA, 'v5.mp4'));
      await admin.getByText('Vídeo "v5.mp4" enviado.', { exact: false }).waitFor({ timeout: 15_000 });
      await first.getByText(/Arquivo: aula-[0-9a-f]+\.mp4/).waitFor();
      await first.getByLabel('Publicada').check();
      await admin.getByRole('button', { name: 'Salvar aulas' }).click();
      await admin.getByText('Aulas salvas.').waitFor({ timeout: 15_000 });
      await admin.getByText('1 publicada · à venda', { exact: false }).waitFor();
      await shot(admin, 'admin-lessons');

      const buyer = await newBuyer('aluno-video');
      await payByApi(buyer.token, 'masterclass');
      const page = await openPage();
      await login(page, buyer.email);
      await page.goto('/aula/masterclass-01');
      await page.getByRole('heading', { name: 'Análise técnica avançada (nova gravação)' }).waitFor({
        timeout: 15_000,
      });
      await page.getByRole('button', { name: 'Reproduzir' }).first().click();
      await expect
        .poll(() => page.locator('video.ls-video').evaluate((v: HTMLVideoElement) => v.readyState), {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(2);
      await expect
        .poll(() => page.locator('video.ls-video').evaluate((v: HTMLVideoElement) => v.currentTime), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0.5);
      await shot(page, 'buyer-plays-uploaded');
    });

    it('a forged success URL shows no confirmation, logged out or logged in', async () => {
      const owner = await newBuyer('dono');
      const real = await payByApi(owner.token, 'despertar_crypto');
      const forged = `/payment/success?${new URLSearchParams({
        payment_id: real.payment_id,
        status: 'approved',
        external_reference: real.external_reference,
      })}`;

      const anonymous = await openPage();
      await anonymous.goto(forged);
      await anonymous.getByRole('heading', { name: 'Entre para ver o seu pagamento' }).waitFor({
        timeout: 15_000,
      });
      await expect(anonymous.getByText('Pagamento Confirmado!').count()).resolves.toBe(0);
      await expect(
        anonymous.getByText('Seu acesso já está liberado', { exact: false }).count(),
      ).resolves.toBe(0);
      await shot(anonymous, 'forged-logged-out');

      const stranger = await newBuyer('estranho');
      const page = await openPage();
      await login(page, stranger.email);
      await page.goto(forged);
      await page.getByRole('heading', { name: 'Pagamento não encontrado' }).waitFor({ timeout: 15_000 });
      await expect(page.getByText('Pagamento Confirmado!').count()).resolves.toBe(0);
      await page.goto(
        '/payment/success?payment_id=999999&status=approved&external_reference=x_despertar_crypto',
      );
      await page.getByRole('heading', { name: 'Pagamento não encontrado' }).waitFor({ timeout: 15_000 });

      // The owner with the right reference does see it; with a swapped reference, not.
      const ownerPage = await openPage();
      await login(ownerPage, owner.email);
      await ownerPage.goto(forged);
      await ownerPage.getByRole('heading', { name: 'Pagamento Confirmado!' }).waitFor({ timeout: 15_000 });
      await ownerPage.goto(
        forged.replace(encodeURIComponent(real.external_reference), 'outra_despertar_crypto'),
      );
      await ownerPage.getByRole('heading', { name: 'Pagamento não encontrado' }).waitFor({ timeout: 15_000 });

      expect(suite.browser.pageErrors).toEqual([]);
    });
  },
);
