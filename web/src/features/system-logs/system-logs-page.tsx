import { PagePlaceholder } from '@/components/page-placeholder';

export function SystemLogsPage() {
  return <PagePlaceholder eyebrow="Administração" title="Logs do Sistema" description="Logs dos serviços em tempo real." />;
}
