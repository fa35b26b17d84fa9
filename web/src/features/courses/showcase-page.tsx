import { PagePlaceholder } from '@/components/page-placeholder';

export function ShowcasePage() {
  return <PagePlaceholder eyebrow="Cursos" title="Área de Membros" description="Seus cursos, aulas e o progresso de cada um." />;
}
