import { PagePlaceholder } from '@/components/page-placeholder';

export function ImmutableRulesPage() {
  return <PagePlaceholder eyebrow="Administração" title="Regras Imutáveis" description="Conformidade com as cinco regras fundamentais." />;
}
