import { api, useApiQuery } from '@/lib/api';
import { PageRenderer } from './page-renderer';

/** /modulo-video-aulas: a page-builder page stored in the database under its slug. */
export function VideoModulePage() {
  const q = useApiQuery(api.courses.page, { params: { slug: 'modulo-video-aulas' } });
  // The renderer has the page's own states: null while loading, an invalid page when the read failed.
  const data = q.data ? q.data.page : q.isError ? { invalid: true } : null;
  return (
    <div className="page">
      <PageRenderer data={data} />
    </div>
  );
}
