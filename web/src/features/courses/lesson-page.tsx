import { PagePlaceholder } from '@/components/page-placeholder';

export function LessonPage() {
  return <PagePlaceholder eyebrow="Aula" title="Despertar Crypto" description="Aula em vídeo do curso Despertar Crypto." />;
}
