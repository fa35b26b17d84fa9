import { PagePlaceholder } from '@/components/page-placeholder';

export function PaymentFailurePage() {
  return <PagePlaceholder eyebrow="Pagamento" title="Pagamento Não Processado" description="Nenhum valor foi cobrado." />;
}
