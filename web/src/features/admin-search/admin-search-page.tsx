import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminSearchPage() {
  return <PagePlaceholder eyebrow="Administração" title="Busca Administrativa" description="Busque usuários, sinais, pagamentos e logs." />;
}
