import { PagePlaceholder } from '@/components/page-placeholder';

export function PaymentResultPage() {
  return <PagePlaceholder eyebrow="Pagamento" title="Status do Pagamento" description="Acompanhe a confirmação do seu pagamento." />;
}
