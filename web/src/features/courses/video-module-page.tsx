import { PagePlaceholder } from '@/components/page-placeholder';

export function VideoModulePage() {
  return <PagePlaceholder eyebrow="Cursos" title="Módulo de Videoaulas" description="Módulo de videoaulas do curso." />;
}
