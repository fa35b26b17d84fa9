import { page, type PageSource, type RouteMeta } from '../route-meta';
import { logoutPage } from './logout-source';

const checkoutPage = page(() => import('@/features/checkout/course-checkout-page'), 'CourseCheckoutPage');
const paymentResult = page(
  () => import('@/features/payment-result/payment-result-page'),
  'PaymentResultPage',
);
const certificateCheck = page(
  () => import('@/features/certificate/certificate-check-page'),
  'CertificateCheckPage',
);

/** A page anyone may open. */
const open = (path: string, title: string, source: PageSource): RouteMeta => ({
  path,
  title,
  access: 'public',
  page: source,
});

/** Pages anyone may open (spec 000 §2.1). */
export const PUBLIC_ROUTES: readonly RouteMeta[] = [
  open('/', 'Início', { name: 'LandingPage', eager: true }),
  open(
    '/login',
    'Entrar',
    page(() => import('@/features/auth/login-page'), 'LoginPage'),
  ),
  open(
    '/register',
    'Criar conta',
    page(() => import('@/features/auth/register-page'), 'RegisterPage'),
  ),
  open(
    '/forgot-password',
    'Esqueci minha senha',
    page(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  ),
  open(
    '/reset-password',
    'Redefinir senha',
    page(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage'),
  ),
  open(
    '/privacy-policy',
    'Política de Privacidade',
    page(() => import('@/features/legal/privacy-policy-page'), 'PrivacyPolicyPage'),
  ),
  open(
    '/terms-of-service',
    'Termos de Serviço',
    page(() => import('@/features/legal/terms-of-service-page'), 'TermsOfServicePage'),
  ),
  open(
    '/checkout-transparente-test',
    'Teste do Checkout Transparente',
    page(() => import('@/features/checkout/checkout-test-page'), 'CheckoutTestPage'),
  ),
  open('/checkout/despertar-crypto', 'Checkout Despertar Crypto', checkoutPage),
  open(
    '/sales',
    'Despertar Crypto',
    page(() => import('@/features/sales/sales-page'), 'SalesPage'),
  ),
  open('/payment/success', 'Pagamento', paymentResult),
  open('/payment/pending', 'Pagamento', paymentResult),
  open(
    '/payment/failure',
    'Pagamento Não Processado',
    page(() => import('@/features/payment-result/payment-failure-page'), 'PaymentFailurePage'),
  ),
  open('/logout', 'Saindo', logoutPage),
  // Issue 30: anyone checks a certificate by the code printed on it.
  open('/verificar-certificado', 'Verificar certificado', certificateCheck),
  open('/verificar-certificado/:codigo', 'Verificar certificado', certificateCheck),
  // Issue 16: every course's checkout (the spec's /checkout/despertar-crypto is one of them).
  open('/checkout/:curso', 'Checkout', checkoutPage),
];
