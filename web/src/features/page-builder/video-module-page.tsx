import { useEffect, useState } from 'react';
import type { PageData } from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { PageRenderer } from './page-renderer';

/** /modulo-video-aulas: a page-builder page stored in the database under its slug. */
export function VideoModulePage() {
  const [data, setData] = useState<PageData | null | { invalid: true }>(null);
  useEffect(() => {
    let alive = true;
    callApi(api.courses.page, { params: { slug: 'modulo-video-aulas' } })
      .then((r) => alive && setData(r.page))
      .catch(() => alive && setData({ invalid: true }));
    return () => {
      alive = false;
    };
  }, []);
  return (
    <div className="page">
      <PageRenderer data={data} />
    </div>
  );
}
