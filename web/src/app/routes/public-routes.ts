import { page, type RouteMeta } from '../route-meta';
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

/** Pages anyone may open (spec 000 §2.1). */
export const PUBLIC_ROUTES: readonly RouteMeta[] = [
  {
    path: '/',
    title: 'Início',
    access: 'public',
    page: { name: 'LandingPage', eager: true },
  },
  {
    path: '/login',
    title: 'Entrar',
    access: 'public',
    page: page(() => import('@/features/auth/login-page'), 'LoginPage'),
  },
  {
    path: '/register',
    title: 'Criar conta',
    access: 'public',
    page: page(() => import('@/features/auth/register-page'), 'RegisterPage'),
  },
  {
    path: '/forgot-password',
    title: 'Esqueci minha senha',
    access: 'public',
    page: page(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    title: 'Redefinir senha',
    access: 'public',
    page: page(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/privacy-policy',
    title: 'Política de Privacidade',
    access: 'public',
    page: page(() => import('@/features/legal/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  {
    path: '/terms-of-service',
    title: 'Termos de Serviço',
    access: 'public',
    page: page(() => import('@/features/legal/terms-of-service-page'), 'TermsOfServicePage'),
  },
  {
    path: '/checkout-transparente-test',
    title: 'Teste do Checkout Transparente',
    access: 'public',
    page: page(() => import('@/features/checkout/checkout-test-page'), 'CheckoutTestPage'),
  },
  {
    path: '/checkout/despertar-crypto',
    title: 'Checkout Despertar Crypto',
    access: 'public',
    page: checkoutPage,
  },
  {
    path: '/sales',
    title: 'Despertar Crypto',
    access: 'public',
    page: page(() => import('@/features/sales/sales-page'), 'SalesPage'),
  },
  { path: '/payment/success', title: 'Pagamento', access: 'public', page: paymentResult },
  { path: '/payment/pending', title: 'Pagamento', access: 'public', page: paymentResult },
  {
    path: '/payment/failure',
    title: 'Pagamento Não Processado',
    access: 'public',
    page: page(() => import('@/features/payment-result/payment-failure-page'), 'PaymentFailurePage'),
  },
  { path: '/logout', title: 'Saindo', access: 'public', page: logoutPage },
  // Issue 30: anyone checks a certificate by the code printed on it.
  {
    path: '/verificar-certificado',
    title: 'Verificar certificado',
    access: 'public',
    page: certificateCheck,
  },
  {
    path: '/verificar-certificado/:codigo',
    title: 'Verificar certificado',
    access: 'public',
    page: certificateCheck,
  },
  // Issue 16: every course's checkout (the spec's /checkout/despertar-crypto is one of them).
  { path: '/checkout/:curso', title: 'Checkout', access: 'public', page: checkoutPage },
];
